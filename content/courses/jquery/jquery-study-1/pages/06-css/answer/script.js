$('#title').css('color', 'tomato');
$('#title').css('font-size', '40px');
