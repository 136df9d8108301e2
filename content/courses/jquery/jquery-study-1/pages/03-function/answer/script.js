function greet(name) {
  return 'Hello, ' + name + '!';
}

$('#greeting').text(greet('Ken'));
