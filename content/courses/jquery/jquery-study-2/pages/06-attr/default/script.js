// #english-button がクリックされたら、#menu-link の href と文字を変えよう
// When #english-button is clicked, change the href and the text of #menu-link


// ボタンを1回クリックします（判定で結果を確かめるため）
// Clicks the button once (so the judge can see the result)
$('#english-button').trigger('click');
