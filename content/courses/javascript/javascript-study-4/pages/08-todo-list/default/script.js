const form = document.querySelector('#todo-form');
const input = document.querySelector('#todo-input');
const list = document.querySelector('#todo-list');

// form が送信されたら:
// 1. ページの読み込み直しを止める
// 2. input.value を文字にした li を作り、list に追加する
// 3. 入力欄を空にする
// When form is submitted:
// 1. stop the page from reloading
// 2. create an li with the text of input.value and add it to list
// 3. empty the input


// 2つの To-do を入力して、フォームの submit イベントを起こします（判定で結果を確かめるため）
// Types two to-dos and fires the form's submit event (so the judge can see the result)
input.value = 'Buy milk';
form.dispatchEvent(new Event('submit', { cancelable: true }));
input.value = 'Walk the dog';
form.dispatchEvent(new Event('submit', { cancelable: true }));
