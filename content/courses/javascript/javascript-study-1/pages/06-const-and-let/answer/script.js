const shopName = 'Ninja Cafe';
let visitors = 0;

visitors = visitors + 12;
visitors += 8;
console.log(`${shopName}: ${visitors} visitors`);
