puts 'Hello, World!'
