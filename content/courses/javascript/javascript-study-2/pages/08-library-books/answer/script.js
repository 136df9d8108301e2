const books = [
  { title: 'Momo', copies: 2 },
  { title: 'The Little Prince', copies: 0 },
  { title: 'Matilda', copies: 1 },
  { title: 'Holes', copies: 0 },
];

let available = 0;
for (let i = 0; i < books.length; i++) {
  if (books[i].copies > 0) {
    console.log(`${books[i].title}: ${books[i].copies} available`);
    available++;
  } else {
    console.log(`${books[i].title}: all on loan`);
  }
}
console.log(`Available titles: ${available}`);
