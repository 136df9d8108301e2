// price と quantity の積を返す関数 subtotal を定義しよう
// Define a function subtotal that returns price times quantity

// subtotal(450, 3) の結果と、380円を2つと500円を1つの合計を出力しよう
// Print subtotal(450, 3), then the total of two at 380 yen and one at 500 yen
