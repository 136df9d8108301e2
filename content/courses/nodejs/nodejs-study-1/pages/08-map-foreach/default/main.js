const fruits = ['apple', 'banana', 'cherry'];

// map で大文字にした新しい配列を作ろう
// Make a new array in capitals with map

// forEach で「1. APPLE」のように番号つきで出力しよう
// Print it numbered, like "1. APPLE", with forEach
