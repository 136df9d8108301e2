money = 1000
# 本を買ったので、money から 300 を引いて出力しよう
# You bought a book: subtract 300 from money and print it

# おこづかいをもらったので、money に 500 を足して出力しよう
# You got pocket money: add 500 to money and print it
