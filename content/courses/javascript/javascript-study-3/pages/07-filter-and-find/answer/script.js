const menu = [
  { name: 'Coffee', price: 380 },
  { name: 'Green tea', price: 350 },
  { name: 'Cheesecake', price: 450 },
  { name: 'Sandwich', price: 520 },
];

const cheap = menu.filter((item) => {
  return item.price < 400;
});
cheap.forEach((item) => {
  console.log(item.name);
});

const cake = menu.find((item) => {
  return item.name === 'Cheesecake';
});
console.log(`${cake.name}: ${cake.price} yen`);
