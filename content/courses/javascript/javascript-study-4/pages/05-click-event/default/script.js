const button = document.querySelector('#order-button');
const message = document.querySelector('#message');

// button がクリックされたら、message の文字を変えよう
// When button is clicked, change the text of message


// ボタンを1回クリックします（判定で結果を確かめるため）
// Clicks the button once (so the judge can see the result)
button.click();
