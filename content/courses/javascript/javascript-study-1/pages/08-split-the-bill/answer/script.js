const total = 4000;
const people = 3;

const remainder = total % people;
const perPerson = (total - remainder) / people;

console.log(`Total: ${total} yen`);
console.log(`Each: ${perPerson} yen`);
console.log(`Left over: ${remainder} yen`);
