console.log('a')
console.log('b'
