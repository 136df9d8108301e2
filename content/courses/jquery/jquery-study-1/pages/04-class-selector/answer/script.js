$('.status').text('Open');
