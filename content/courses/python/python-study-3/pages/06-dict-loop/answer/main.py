stock = {'coffee': 12, 'tea': 7, 'cake': 5, 'juice': 9}
for name, count in stock.items():
    print(f'{name}: {count}')

print(f'Total: {sum(stock.values())}')
