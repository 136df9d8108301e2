# Hello Python と出力しよう
# Output Hello Python
