# Hello Ruby と出力しよう
# Output Hello Ruby
