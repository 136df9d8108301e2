function totalPrice(price, count) {
  return price * count;
}

console.log(`${totalPrice(120, 3)} yen`);
console.log(`${totalPrice(250, 2)} yen`);
