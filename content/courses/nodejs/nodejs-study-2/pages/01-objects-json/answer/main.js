const text = require('fs').readFileSync(0, 'utf8');

const user = JSON.parse(text);
console.log(`${user.name} is ${user.age} years old.`);

user.age += 1;
console.log(JSON.stringify(user));
