const { add } = require('./math')
console.log(add(2, 3))
