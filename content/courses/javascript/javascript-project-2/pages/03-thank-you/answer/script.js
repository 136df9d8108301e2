const shop = 'Ninja Mart';
console.log(`*** ${shop} ***`);

const items = ['Apple', 'Bread', 'Milk'];
const prices = [120, 80, 200];
let total = 0;
for (let i = 0; i < items.length; i++) {
  console.log(`${items[i]} ${prices[i]} yen`);
  total += prices[i];
}
console.log(`Total: ${total} yen`);

let discount = 0;
if (total >= 300) {
  discount = total / 10;
}
console.log(`Discount: ${discount} yen`);
console.log(`To pay: ${total - discount} yen`);

let count = 0;
for (let i = 0; i < prices.length; i++) {
  if (prices[i] >= 100) {
    count++;
  }
}
console.log(`Items of 100 yen or more: ${count}`);
console.log('Thank you!');
