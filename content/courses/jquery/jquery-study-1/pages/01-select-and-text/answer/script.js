$('#title').text('Hello, jQuery!');
