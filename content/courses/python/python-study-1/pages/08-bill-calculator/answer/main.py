item = input()
price = int(input())
count = int(input())
total = price * count
print(f'{item} x {count}')
print(f'Total: {total} yen')
