const subtotal = (price, quantity) => {
  return price * quantity;
};

console.log(subtotal(450, 3));
console.log(subtotal(380, 2) + subtotal(500, 1));
