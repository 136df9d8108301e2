prices = [120, 250, 80]
# for 文で出力して、合計も出力しよう
# Print each price with a for loop, then the total
