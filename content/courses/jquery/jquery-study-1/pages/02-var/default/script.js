// var で変数 shopName を定義しよう
// Define the variable shopName with var

// #shop-name の文字を変えよう
// Change the text of #shop-name
