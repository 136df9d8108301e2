const fruits = ['apple', 'banana', 'cherry'];

const upperFruits = fruits.map((fruit) => fruit.toUpperCase());

upperFruits.forEach((fruit, index) => {
  console.log(`${index + 1}. ${fruit}`);
});
