package main

import "fmt"

func divide(a int, b int) (int, int) {
	// 商と余りの2つを返そう (Return the quotient and the remainder)
	return 0, 0
}

func main() {
	quotient, remainder := divide(17, 5)
	fmt.Println("17 / 5 =", quotient, "remainder", remainder)
	quotient, remainder = divide(20, 4)
	fmt.Println("20 / 4 =", quotient, "remainder", remainder)
}
