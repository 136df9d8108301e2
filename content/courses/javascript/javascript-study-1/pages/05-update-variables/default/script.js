let points = 100;
console.log(points);

// points = points + 50 で 50 を足してから、points を出力しよう
// Add 50 with points = points + 50, then print points

// -= で 30 を引いてから、points を出力しよう
// Subtract 30 with -=, then print points
