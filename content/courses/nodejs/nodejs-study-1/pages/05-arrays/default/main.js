const prices = [120, 250, 80];
let total = 0;

// prices.length を使って「3 items」と出力しよう
// Print "3 items" using prices.length

// for...of で値段を1つずつ出力し、total に足そう
// Print each price with for...of and add it to total

// 「Total: 合計」と出力しよう
// Print "Total: <total>"
