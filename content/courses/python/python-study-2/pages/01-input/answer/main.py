name = input()
number = int(input())
print(f'Hello, {name}')
print(number * 2)
