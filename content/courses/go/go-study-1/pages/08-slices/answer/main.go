package main

import "fmt"

func main() {
	prices := []int{120, 250, 80}
	total := 0
	for _, price := range prices {
		fmt.Println(price)
		total += price
	}
	fmt.Println("Total:", total)
}
