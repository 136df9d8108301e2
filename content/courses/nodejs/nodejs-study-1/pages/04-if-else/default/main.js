const score = Number(require('fs').readFileSync(0, 'utf8'));

// 80 以上なら Great!、60 以上なら Pass、それ以外は Try again と出力しよう
// Print Great! for 80 or more, Pass for 60 or more, Try again otherwise
