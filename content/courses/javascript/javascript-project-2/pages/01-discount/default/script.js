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

// 割引額を計算して Discount: 割引額 yen と出力しよう
// Compute the discount and print Discount: <discount> yen
