document.querySelector('#notice').classList.remove('hidden');
document.querySelector('#price').classList.add('sale');
