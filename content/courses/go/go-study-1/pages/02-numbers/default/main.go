package main

import "fmt"

func main() {
	fmt.Println("7 + 5")
	// 7 / 2 の結果を出力しよう (Print 7 / 2)
	// 7 % 2 の結果を出力しよう (Print 7 % 2)
}
