const temperatures = [18, 21, 24, 31, 27, 33];

for (let i = 0; i < temperatures.length; i++) {
  if (temperatures[i] >= 30) {
    console.log(`Day ${i + 1} is the first hot day: ${temperatures[i]}`);
    break;
  }
  console.log(`Day ${i + 1}: ${temperatures[i]}`);
}
