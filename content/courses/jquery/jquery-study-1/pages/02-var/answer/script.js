var shopName = 'Ninja Cafe';

$('#shop-name').text('Welcome to ' + shopName);
