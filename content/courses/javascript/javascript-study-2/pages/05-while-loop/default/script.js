let savings = 0;
let week = 0;

// savings が 1000 未満の間、week を 1 増やし、savings に 300 を足して出力しよう
// While savings is under 1000, add 1 to week and 300 to savings, then print them
