const prices = [120, 250, 80];
let total = 0;

console.log(`${prices.length} items`);

for (const price of prices) {
  console.log(price);
  total += price;
}

console.log(`Total: ${total}`);
