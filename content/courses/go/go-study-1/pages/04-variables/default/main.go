package main

import "fmt"

func main() {
	name := "Ken"
	age := 14
	// name と age を使って「Ken is 14 years old」と出力しよう
	// Print "Ken is 14 years old" using name and age
	fmt.Println(name)
}
