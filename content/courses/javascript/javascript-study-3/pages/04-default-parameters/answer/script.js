const withTax = (price, rate = 10) => {
  return price + price * rate / 100;
};

console.log(withTax(1000));
console.log(withTax(1000, 8));
console.log(withTax(450));
