const count = document.querySelector('#count');
const button = document.querySelector('#add-button');
let cups = 0;

// button がクリックされるたびに cups を 1 増やし、count に表示しよう
// Each time button is clicked, add 1 to cups and show it in count


// ボタンを3回クリックします（判定で結果を確かめるため）
// Clicks the button three times (so the judge can see the result)
button.click();
button.click();
button.click();
