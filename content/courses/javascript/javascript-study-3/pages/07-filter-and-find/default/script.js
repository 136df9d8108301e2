const menu = [
  { name: 'Coffee', price: 380 },
  { name: 'Green tea', price: 350 },
  { name: 'Cheesecake', price: 450 },
  { name: 'Sandwich', price: 520 },
];

// 400 円未満の品を cheap に集め、名前を出力しよう
// Collect the items under 400 yen into cheap and print their names

// Cheesecake を探して cake に代入し、値段を出力しよう
// Find Cheesecake, assign it to cake and print its price
