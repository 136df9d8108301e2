package main

import "fmt"

func main() {
	total := 0
	// for 文で 1 から 10 までの数を total に足そう
	// Add the numbers from 1 to 10 to total with a for loop

	fmt.Println("Total:", total)
}
