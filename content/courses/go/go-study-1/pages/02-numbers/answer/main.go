package main

import "fmt"

func main() {
	fmt.Println(7 + 5)
	fmt.Println(7 / 2)
	fmt.Println(7 % 2)
}
