// 引数 item を受け取って注文を受けるメッセージを出力する関数 order を定義しよう
// Define a function order that takes a parameter item and prints the order message

// Coffee と Green tea を順に注文しよう
// Order Coffee, then Green tea
