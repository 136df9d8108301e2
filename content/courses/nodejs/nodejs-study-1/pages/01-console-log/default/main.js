// console.log で2行出力しよう
// Print two lines with console.log
