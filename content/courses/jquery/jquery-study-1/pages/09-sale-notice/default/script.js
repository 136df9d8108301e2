var shopName = 'Ninja Cafe';
var discount = 20;

// 関数 saleText を定義しよう
// Define the function saleText

// #notice に文字を入れ、クラス sale を付けて表示しよう
// Put the text into #notice, add the class sale and show it
