const greet = (name) => `Hello, ${name}!`;
const double = (n) => n * 2;

module.exports = { greet, double };
