package main

import "fmt"

func main() {
	// () の中に "Hello Go" と書いて出力しよう
	// Write "Hello Go" inside () to print it
	fmt.Println()
}
