# コーヒー 300、紅茶 250 の辞書 menu を作ろう
# Create the dictionary menu: coffee 300, tea 250

# 紅茶の値段を出力しよう
# Print the price of tea

# ケーキ 400 を追加して、menu を出力しよう
# Add cake at 400, then print menu
