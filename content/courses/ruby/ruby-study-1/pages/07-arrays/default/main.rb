fruits = ["apple", "banana", "cherry"]
# 最初の要素を出力しよう
# Print the first element

# each を使って I like 〜 と出力しよう
# Print I like ... for each element
