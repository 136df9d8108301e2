// #title の要素を取り出し、textContent で文字を変えよう
// Select the #title element and change its text with textContent
