// console.log() を使って Hello, World! と出力しよう
// Print Hello, World! with console.log()
