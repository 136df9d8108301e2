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
	score, _ := strconv.Atoi(scanner.Text())
	fmt.Println("Score:", score)
	if score >= 60 {
		fmt.Println("Pass")
	} else {
		fmt.Println("Try again")
	}
}
