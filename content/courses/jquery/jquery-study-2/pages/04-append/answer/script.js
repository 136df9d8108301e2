var item = $('<li>');
item.text('Matcha latte');
$('#menu').append(item);
