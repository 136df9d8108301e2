prices = [120, 250, 80]
# 各値を出力して、最後に合計を出力しよう
# Print each price, then the total
