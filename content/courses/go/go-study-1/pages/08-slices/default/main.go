package main

import "fmt"

func main() {
	prices := []int{120, 250, 80}
	total := 0
	for i := 0; i <= len(prices); i++ {
		fmt.Println(prices[i])
		total += prices[i]
	}
	fmt.Println("Total:", total)
}
