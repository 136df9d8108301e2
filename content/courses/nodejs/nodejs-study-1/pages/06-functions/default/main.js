// price と count を受け取り、price * count を返す関数 totalPrice を作ろう
// Write totalPrice(price, count), returning price * count

// totalPrice(120, 3) と totalPrice(250, 2) の結果を「〇〇 yen」の形で出力しよう
// Print the results of totalPrice(120, 3) and totalPrice(250, 2) as "<total> yen"
