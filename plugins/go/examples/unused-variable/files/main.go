package main

func main() {
	count := 3
}
