// 2行のあいさつを出力するアロー関数を、定数 welcome に代入しよう
// Assign an arrow function that prints the two greeting lines to a constant welcome

// welcome を2回呼び出そう
// Call welcome twice
