const prices = [380, 350, 450, 520];

const taxed = prices.map((price) => {
  return price + price / 10;
});

taxed.forEach((price) => {
  console.log(`${price} yen`);
});
