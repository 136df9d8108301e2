const shopName = 'Ninja Cafe';
const visitors = 0;

// 実行するとエラーになります。visitors の定義を直そう
// This stops with an error: fix how visitors is defined
visitors = visitors + 12;
visitors += 8;
console.log(`${shopName}: ${visitors} visitors`);
