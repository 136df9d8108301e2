console.log('Hello, World!');
