const temperatures = [18, 21, 24, 31, 27, 33];

// for文で気温を順に出力しよう。30 以上の日が来たら、その日を出力して止めよう
// Print each temperature with a for loop; on the first day of 30 or more, print it and stop
