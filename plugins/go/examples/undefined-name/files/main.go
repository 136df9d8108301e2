package main

import "fmt"

func main() {
	name := "Ken"
	fmt.Println(nmae)
}
