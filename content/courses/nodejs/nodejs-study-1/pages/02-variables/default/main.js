const name = 'Ken';
let age = 14;

// テンプレートリテラルで「Ken is 14 years old.」と出力しよう
// Print "Ken is 14 years old." with a template literal

// age に 1 を足して「Next year Ken will be 15.」と出力しよう
// Add 1 to age, then print "Next year Ken will be 15."
