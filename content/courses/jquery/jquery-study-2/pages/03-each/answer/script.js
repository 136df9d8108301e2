$('#menu li').each(function (index) {
  $(this).text((index + 1) + '. ' + $(this).text());
});
