// n * n を返すアロー関数 square を作ろう
// Write an arrow function square that returns n * n

// 「Hello, 名前!」を返すアロー関数 greet を作ろう
// Write an arrow function greet that returns "Hello, <name>!"

// square(4)、square(9)、greet('Ken') の結果を出力しよう
// Print square(4), square(9) and greet('Ken')
