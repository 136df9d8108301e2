const greet = (name) => `Hello, ${name}!`;
const double = (n) => n * 2;

// module.exports で greet と double を書き出そう
// Export greet and double with module.exports
