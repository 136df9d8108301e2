// 入力を受け取り、行ごとに分けよう
// Read the input and split it into lines

// 「Hello, 名前!」と、2行目の数値を2倍した値を出力しよう
// Print "Hello, <name>!" and the second line's number doubled
