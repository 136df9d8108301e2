class MenuItem {
  constructor(name, price) {
    this.name = name;
    this.price = price;
  }
}

const latte = new MenuItem('Matcha latte', 480);
console.log(`${latte.name}: ${latte.price} yen`);
