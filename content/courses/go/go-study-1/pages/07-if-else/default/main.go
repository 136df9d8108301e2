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
		// Pass と出力しよう (Print Pass)
	}
	// else を使って、60 未満なら Try again と出力しよう
	// Use else to print Try again when the score is under 60
}
