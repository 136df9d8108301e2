$('#home').removeClass('current');
$('#menu').addClass('current');
