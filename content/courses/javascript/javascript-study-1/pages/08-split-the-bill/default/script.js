const total = 4000;
const people = 3;

// 余りを remainder に、1人あたりの金額を perPerson に代入しよう
// Assign the remainder to remainder and each person's share to perPerson

// テンプレートリテラルで3行を出力しよう
// Print the three lines with template literals
