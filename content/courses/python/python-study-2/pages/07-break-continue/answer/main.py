total = 0
while True:
    price = int(input())
    if price == 0:
        break
    if price < 0:
        continue
    total += price

print(f'Total: {total}')
