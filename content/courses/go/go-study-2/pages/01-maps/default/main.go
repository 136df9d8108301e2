package main

import "fmt"

func main() {
	prices := map[string]int{"Apple": 120, "Melon": 450}
	fmt.Println(prices["melon"])
	// "Banana" に 80 を追加して、その値段を出力しよう (Add "Banana" with 80 and print its price)
	// len で要素の数を出力しよう (Print the number of entries with len)
}
