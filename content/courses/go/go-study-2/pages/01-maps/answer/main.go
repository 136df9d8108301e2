package main

import "fmt"

func main() {
	prices := map[string]int{"Apple": 120, "Melon": 450}
	fmt.Println(prices["Melon"])
	prices["Banana"] = 80
	fmt.Println(prices["Banana"])
	fmt.Println(len(prices))
}
