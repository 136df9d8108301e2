const nameInput = document.querySelector('#name-input');
const preview = document.querySelector('#preview');

// nameInput に入力されるたびに、preview のあいさつを変えよう
// Each time something is typed into nameInput, change the greeting in preview


// 入力欄に Ken と入力します（判定で結果を確かめるため）
// Types Ken into the input (so the judge can see the result)
nameInput.value = 'Ken';
nameInput.dispatchEvent(new Event('input'));
