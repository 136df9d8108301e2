const fruits = ['apple', 'banana', 'orange'];
console.log(fruits[1]);
console.log(fruits.length);
