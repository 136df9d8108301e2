items = 0
total = 0
# sales.csv を開き、見出しの行を飛ばしてから、個数と売上を合計しよう
# Open sales.csv, skip the header line, then add up the quantities and the sales

# 個数の合計と売上の合計を出力しよう
# Print the number of items sold and the total
