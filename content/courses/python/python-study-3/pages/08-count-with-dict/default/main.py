orders = ['coffee', 'tea', 'coffee', 'cake', 'coffee', 'tea']

# 品物ごとの注文数を辞書にする関数 count_orders を定義しよう
# Define a function count_orders that makes a dictionary of how often each item was ordered

# 品物ごとに「名前: 数」を出力しよう
# Print "name: count" for each item
