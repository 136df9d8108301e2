print(9 + 3)
print(7 / 2)
print(7 % 2)
