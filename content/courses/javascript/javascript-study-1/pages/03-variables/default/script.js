// 変数 name を定義して、あいさつを出力しよう
// Define a variable name and print the greeting
