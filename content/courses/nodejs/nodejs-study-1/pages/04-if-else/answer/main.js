const score = Number(require('fs').readFileSync(0, 'utf8'));

if (score >= 80) {
  console.log('Great!');
} else if (score >= 60) {
  console.log('Pass');
} else {
  console.log('Try again');
}
