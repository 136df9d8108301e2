name = input()
print(name.upper())
