const input = require('fs').readFileSync(0, 'utf8');
const lines = input.trim().split('\n');

const name = lines[0];
const number = Number(lines[1]);

console.log(`Hello, ${name}!`);
console.log(number * 2);
