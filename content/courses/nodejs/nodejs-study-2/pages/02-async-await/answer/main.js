const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function cook() {
  console.log('Cooking...');
  await wait(500);
  console.log('Ready!');
}

cook();
console.log('Please wait');
