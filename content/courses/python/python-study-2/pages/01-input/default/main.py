# 名前と数値を順に受け取ろう
# Read a name, then a number
