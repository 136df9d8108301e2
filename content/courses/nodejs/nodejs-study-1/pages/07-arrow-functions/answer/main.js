const square = (n) => n * n;
const greet = (name) => `Hello, ${name}!`;

console.log(square(4));
console.log(square(9));
console.log(greet('Ken'));
