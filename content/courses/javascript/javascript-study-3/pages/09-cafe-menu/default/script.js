class MenuItem {
  constructor(name, price) {
    this.name = name;
    this.price = price;
  }

  // 「品名: 値段 yen」を返すメソッド label() を追加しよう
  // Add a method label() that returns "name: price yen"
}

const menu = [
  new MenuItem('Coffee', 380),
  new MenuItem('Green tea', 350),
  new MenuItem('Cheesecake', 450),
  new MenuItem('Matcha latte', 480),
];

// forEach で各品の label() を出力しよう
// Print the label() of each item with forEach

// filter で 400 円未満の品を集め、その数を出力しよう
// Collect the items under 400 yen with filter and print how many there are
