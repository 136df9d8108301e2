item = "apple"
price = 120
# 式展開を使って出力しよう
# Print the sentence with string interpolation
