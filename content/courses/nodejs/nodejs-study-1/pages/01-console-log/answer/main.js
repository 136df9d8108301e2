console.log('Hello, Node.js!');
console.log('I run outside the browser.');
