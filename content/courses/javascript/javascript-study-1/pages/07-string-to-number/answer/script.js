const adults = '3';
const children = '2';

const total = Number(adults) + Number(children);
console.log(`Total: ${total} people`);
