item = 'apple'
price = 120
# f文字列で出力しよう
# Print it with an f-string
