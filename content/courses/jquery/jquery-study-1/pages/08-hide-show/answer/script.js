$('#loading').hide();
$('#menu-list').show();
