const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function cook() {
  console.log('Cooking...');
  // await で 500 ミリ秒待とう
  // Wait 500 milliseconds with await
  console.log('Ready!');
}

cook();
console.log('Please wait');
