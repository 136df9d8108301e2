language = 'python'
# 大文字にして出力しよう
# Print it in capital letters

# 文字数を出力しよう
# Print the number of characters
