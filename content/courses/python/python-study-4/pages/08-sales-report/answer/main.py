class Sale:
    def __init__(self, name, price, count):
        self.name = name
        self.price = price
        self.count = count

    def subtotal(self):
        return self.price * self.count


sales = []
with open('sales.csv') as file:
    file.readline()
    for line in file:
        name, price, count = line.strip().split(',')
        sales.append(Sale(name, int(price), int(count)))

total = 0
for sale in sales:
    print(f'{sale.name}: {sale.price} yen x {sale.count} = {sale.subtotal()} yen')
    total += sale.subtotal()

print(f'Total: {total} yen')
