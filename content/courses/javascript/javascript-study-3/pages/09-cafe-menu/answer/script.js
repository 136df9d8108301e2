class MenuItem {
  constructor(name, price) {
    this.name = name;
    this.price = price;
  }

  label() {
    return `${this.name}: ${this.price} yen`;
  }
}

const menu = [
  new MenuItem('Coffee', 380),
  new MenuItem('Green tea', 350),
  new MenuItem('Cheesecake', 450),
  new MenuItem('Matcha latte', 480),
];

menu.forEach((item) => {
  console.log(item.label());
});

const cheap = menu.filter((item) => {
  return item.price < 400;
});
console.log(`Under 400 yen: ${cheap.length}`);
