// name と price を受け取る constructor を持つクラス MenuItem を定義しよう
// Define a class MenuItem with a constructor that takes name and price

// Matcha latte (480 yen) のインスタンスを latte に代入して出力しよう
// Assign an instance for Matcha latte (480 yen) to latte and print it
