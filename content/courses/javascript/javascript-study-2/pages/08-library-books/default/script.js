const books = [
  { title: 'Momo', copies: 2 },
  { title: 'The Little Prince', copies: 0 },
  { title: 'Matilda', copies: 1 },
  { title: 'Holes', copies: 0 },
];

// for文で本を順に調べ、貸し出せるかどうかを出力しよう
// Go through the books with a for loop and print whether each can be borrowed

// 最後に、貸し出せる本の数を出力しよう
// Finally, print how many titles can be borrowed
