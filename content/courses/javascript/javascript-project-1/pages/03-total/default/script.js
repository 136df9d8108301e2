const shop = 'Ninja Mart';
console.log(`*** ${shop} ***`);

const items = ['Apple', 'Bread', 'Milk'];
const prices = [120, 80, 200];
for (let i = 0; i < items.length; i++) {
  console.log(`${items[i]} ${prices[i]} yen`);
}
// 値段を合計して Total: 合計 yen と出力しよう
// Add up the prices and print Total: <sum> yen
