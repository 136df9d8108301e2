package main

import "fmt"

func main() {
	fruits := []string{"apple", "banana"}
	fmt.Println(fruits[2])
}
