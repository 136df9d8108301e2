const shop = 'Ninja Mart';
console.log(`*** ${shop} ***`);

const items = ['Apple', 'Bread', 'Milk'];
const prices = [120, 80, 200];
// for文で「品目 値段 yen」を1行ずつ出力しよう
// Print "item price yen" for each item with a for loop
