const items = ['Coffee', 'Green tea', 'Cheesecake'];
const menu = document.querySelector('#menu');

items.forEach((item) => {
  const li = document.createElement('li');
  li.textContent = item;
  menu.appendChild(li);
});
