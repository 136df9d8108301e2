# 1. 属性 name, price, count と、小計を返すメソッド subtotal を持つクラス Sale を作ろう
# 1. Define the Sale class with name, price and count, and a method subtotal for price times count

# 2. sales.csv を読み、各行から Sale を作ってリスト sales に追加しよう
# 2. Read sales.csv and add a Sale for each line to the list sales

# 3. 各売上の行と、最後に合計を出力しよう
# 3. Print a line for each sale, then the total
