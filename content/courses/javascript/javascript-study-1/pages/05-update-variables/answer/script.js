let points = 100;
console.log(points);

points = points + 50;
console.log(points);

points -= 30;
console.log(points);
