prices = [120, 250, 80]
total = 0
for price in prices:
    print(f'Price: {price}')
    total += price
print(f'Total: {total}')
