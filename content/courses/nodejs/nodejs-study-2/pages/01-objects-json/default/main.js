const text = require('fs').readFileSync(0, 'utf8');

// JSON.parse で text をオブジェクトにしよう
// Turn text into an object with JSON.parse

// 「Ken is 14 years old.」のように出力しよう
// Print a line like "Ken is 14 years old."

// age に 1 を足して、JSON.stringify で出力しよう
// Add 1 to age and print the object with JSON.stringify
