stock = {'coffee': 12, 'tea': 7, 'cake': 5, 'juice': 9}
# 品物ごとに「名前: 数」を出力しよう
# Print "name: count" for each item

# 在庫の合計を出力しよう
# Print the total stock
