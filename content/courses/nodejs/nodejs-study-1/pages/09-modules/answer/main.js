const { greet, double } = require('./utils');

console.log(greet('Node'));
console.log(double(21));
