// require で ./utils を読み込もう
// Load ./utils with require

// greet('Node') と double(21) の結果を出力しよう
// Print the results of greet('Node') and double(21)
