// for 文で 1 から 5 まで出力しよう
// Print 1 to 5 with a for loop
