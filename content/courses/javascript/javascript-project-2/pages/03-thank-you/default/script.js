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

// 100円以上の品目を数えて出力し、最後にお礼を出力しよう
// Count the items of 100 yen or more, print the count, then the thank-you
