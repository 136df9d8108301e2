package main

import "fmt"

func main() {
	fmt.Println("Hello, " + "Gopher")
	fmt.Println("Go", 1.19)
}
