total = 0
# 0 が入力されるまで値段を受け取り、マイナスは飛ばして合計しよう
# Read prices until 0 is typed, skipping negative ones, and add them up

# 合計を出力しよう
# Print the total
