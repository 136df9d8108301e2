package main

import "fmt"

func main() {
	item := "Apple"
	price := 120
	count := 3
	fmt.Printf("%s x %d = %d yen\n", item, count, price*count)
}
