const items = ['Coffee', 'Green tea', 'Cheesecake'];
const menu = document.querySelector('#menu');

// items の要素ごとに li を作り、文字を入れて menu に追加しよう
// For each element of items, create an li, set its text and add it to menu
