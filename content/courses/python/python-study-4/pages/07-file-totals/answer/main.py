items = 0
total = 0
with open('sales.csv') as file:
    file.readline()
    for line in file:
        name, price, count = line.strip().split(',')
        items += int(count)
        total += int(price) * int(count)

print(f'Items sold: {items}')
print(f'Total: {total} yen')
