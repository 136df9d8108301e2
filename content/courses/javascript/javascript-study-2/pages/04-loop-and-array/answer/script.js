const scores = [72, 45, 90, 58, 66];
let total = 0;
for (let i = 0; i < scores.length; i++) {
  if (scores[i] >= 60) {
    console.log(scores[i]);
    total += scores[i];
  }
}
console.log(`Total: ${total}`);
