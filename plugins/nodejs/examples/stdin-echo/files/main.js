const name = require('fs').readFileSync(0, 'utf8').trim()
console.log(`Hello, ${name}!`)
