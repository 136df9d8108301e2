const adults = '3';
const children = '2';

// Number() で数値にしてから足し、定数 total に代入しよう
// Convert them with Number(), add them and assign the sum to a constant total

// テンプレートリテラルで Total: 5 people と出力しよう
// Print Total: 5 people with a template literal
