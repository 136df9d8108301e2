const prices = [380, 350, 450, 520];

// map で税込みの値段の配列を作り、定数 taxed に代入しよう
// Make an array of the prices with tax using map and assign it to a constant taxed

// taxed の要素を forEach で出力しよう
// Print each element of taxed with forEach
