const nameInput = document.querySelector('#name-input');
const preview = document.querySelector('#preview');

nameInput.addEventListener('input', () => {
  preview.textContent = `Hello, ${nameInput.value}!`;
});

// 入力欄に Ken と入力します（判定で結果を確かめるため）
// Types Ken into the input (so the judge can see the result)
nameInput.value = 'Ken';
nameInput.dispatchEvent(new Event('input'));
