// #shop-name と #greeting の要素を、定数 shopName と greeting に代入しよう
// Assign the #shop-name and #greeting elements to constants shopName and greeting

// 店名を読んで、#greeting の文字を変えよう
// Read the shop name and change the text of #greeting
