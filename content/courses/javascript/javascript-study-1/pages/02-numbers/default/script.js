// 12 + 30, 7 * 6, 17 % 5 の結果を順に出力しよう
// Print the results of 12 + 30, 7 * 6 and 17 % 5
