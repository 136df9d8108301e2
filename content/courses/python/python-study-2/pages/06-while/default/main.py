savings = 0
weeks = 0
# 貯金が 1000 未満の間、毎週 300 ずつ貯めて出力しよう
# While savings is under 1000, save 300 a week and print it

# 何週かかったかを出力しよう
# Print how many weeks it took
