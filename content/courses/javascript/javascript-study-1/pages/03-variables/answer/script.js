let name = 'Ninja Ken';
console.log('Hello, ' + name);
