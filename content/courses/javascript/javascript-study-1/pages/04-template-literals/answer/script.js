const name = 'Ninja Ken';
const age = 14;
console.log(`I am ${name}. I am ${age} years old.`);
