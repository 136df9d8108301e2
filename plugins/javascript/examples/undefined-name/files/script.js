console.log('ok')
console.log(nmae)
