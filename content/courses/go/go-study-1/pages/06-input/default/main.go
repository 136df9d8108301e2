package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	scanner := bufio.NewScanner(os.Stdin)
	scanner.Scan()
	name := scanner.Text()
	fmt.Println("Hello, " + name)
	// もう1行読み込み、strconv.Atoi で数値にして2倍を出力しよう
	// Read one more line, convert it with strconv.Atoi and print it doubled
}
