# input() で名前と数値を受け取ろう
# Read a name and a number with input()
