package main

import "fmt"

func greet(name string) {
	// 引数 name を使って「Hello, 名前!」と出力しよう
	// Print "Hello, <name>!" using the parameter name
	fmt.Println("Hello!")
}

func main() {
	greet("Ken")
	greet("Mika")
}
