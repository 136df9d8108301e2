// #greet-button がクリックされたら、#name-input の値であいさつを表示しよう
// When #greet-button is clicked, greet with the value of #name-input


// ボタンを1回クリックします（判定で結果を確かめるため）
// Clicks the button once (so the judge can see the result)
$('#greet-button').trigger('click');
