const user = null
console.log(user.name)
