package main

import "fmt"

func main() {
	item := "Apple"
	price := 120
	count := 3
	// この行を fmt.Printf に書き換えて「Apple x 3 = 360 yen」と出力しよう
	// Rewrite this line with fmt.Printf to print "Apple x 3 = 360 yen"
	fmt.Println(item, price, count)
}
