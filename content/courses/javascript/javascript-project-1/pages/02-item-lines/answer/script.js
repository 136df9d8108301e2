const shop = 'Ninja Mart';
console.log(`*** ${shop} ***`);

const items = ['Apple', 'Bread', 'Milk'];
const prices = [120, 80, 200];
for (let i = 0; i < items.length; i++) {
  console.log(`${items[i]} ${prices[i]} yen`);
}
