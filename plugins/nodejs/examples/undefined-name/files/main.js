const name = 'Ken'
console.log(nmae)
