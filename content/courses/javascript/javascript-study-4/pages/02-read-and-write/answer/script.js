const shopName = document.querySelector('#shop-name');
const greeting = document.querySelector('#greeting');

greeting.textContent = `Thank you for visiting ${shopName.textContent}!`;
