count = int(input())
scores = []
# count 回、点数を受け取ってリスト scores に追加しよう
# Read count scores and add each to the list scores

# リスト、合計、平均を出力しよう
# Print the list, the total and the average
