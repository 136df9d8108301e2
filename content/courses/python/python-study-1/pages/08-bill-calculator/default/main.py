# 商品名、値段、個数を順に受け取ろう
# Read the item name, the price and the quantity

# 商品名と個数、合計金額を出力しよう
# Print the item with its quantity, then the total
