console.log(12 + 30);
console.log(7 * 6);
console.log(17 % 5);
