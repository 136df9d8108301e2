# print() を使って Hello Python と出力しよう
# Output Hello Python with print()
