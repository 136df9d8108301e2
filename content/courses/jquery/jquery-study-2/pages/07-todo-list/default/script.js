// #add-button がクリックされたら:
// 1. #todo-input の値を読む
// 2. その値の li を作り、#todo-list の最後に追加する
// 3. #todo-input を空にする
// When #add-button is clicked:
// 1. read the value of #todo-input
// 2. create an li with that text and add it at the end of #todo-list
// 3. empty #todo-input


// Add ボタンを1回クリックします（判定で結果を確かめるため）
// Clicks Add once (so the judge can see the result)
$('#add-button').trigger('click');
