package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
)

func main() {
	scanner := bufio.NewScanner(os.Stdin)
	scanner.Scan()
	name := scanner.Text()
	fmt.Println("Hello, " + name)
	scanner.Scan()
	number, _ := strconv.Atoi(scanner.Text())
	fmt.Println(number * 2)
}
