package main

import "fmt"

func main() {
	// "Hello, " と "Gopher" を + でつないで出力しよう (Join "Hello, " and "Gopher" with +)
	fmt.Println("Hello, ")
	// "Go" と 1.19 を , で区切って出力しよう (Print "Go" and 1.19 separated by ,)
}
