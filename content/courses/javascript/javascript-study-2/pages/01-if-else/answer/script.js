const score = 85;
if (score >= 80) {
  console.log('Great!');
} else {
  console.log('Keep going!');
}
