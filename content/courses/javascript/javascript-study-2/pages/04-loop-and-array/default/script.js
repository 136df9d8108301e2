const scores = [72, 45, 90, 58, 66];
// 60以上の数値と、その合計を出力しよう
// Print the scores of 60 or more, then their total
