// 税率 rate のデフォルト値を 10 にして、税込みの値段を返す関数 withTax を定義しよう
// Define a function withTax that returns the price with tax, with 10 as the default rate

// 3つの値段を出力しよう
// Print the three prices
