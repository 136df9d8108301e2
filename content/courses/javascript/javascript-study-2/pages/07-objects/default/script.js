// 定数 book に、title・author・pages を持つオブジェクトを代入しよう
// Assign an object with title, author and pages to a constant book

// book のプロパティを使って出力しよう
// Print it using the properties of book
