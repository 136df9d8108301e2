document.querySelector('#title').textContent = 'Welcome to Ninja Cafe';
