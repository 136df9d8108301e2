let savings = 0;
let week = 0;

while (savings < 1000) {
  week++;
  savings += 300;
  console.log(`Week ${week}: ${savings} yen`);
}
