// fruits 配列を作って、2番目の要素と長さを出力しよう
// Make the fruits array, then print its second element and length
