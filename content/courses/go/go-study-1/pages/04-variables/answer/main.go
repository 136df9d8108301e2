package main

import "fmt"

func main() {
	name := "Ken"
	age := 14
	fmt.Println(name, "is", age, "years old")
}
