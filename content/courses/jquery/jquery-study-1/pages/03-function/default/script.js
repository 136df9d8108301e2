// 関数 greet を定義しよう
// Define the function greet

// greet('Ken') の戻り値を #greeting に表示しよう
// Show the return value of greet('Ken') in #greeting
