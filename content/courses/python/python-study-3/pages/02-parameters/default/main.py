# 名前を受け取って Welcome, 名前! と出力する関数 greet を定義しよう
# Define a function greet that takes a name and prints Welcome, <name>!

# Ken と Mika で呼び出そう
# Call it for Ken and for Mika
