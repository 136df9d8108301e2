const name = 'Ken';
let age = 14;

console.log(`${name} is ${age} years old.`);

age = age + 1;
console.log(`Next year ${name} will be ${age}.`);
