class Product:
    def __init__(self, name, price):
        self.name = name
        self.price = price

    def label(self):
        return f'{self.name}: {self.price} yen'


products = [Product('coffee', 300), Product('tea', 250), Product('cake', 400)]
total = 0
for product in products:
    print(product.label())
    total += product.price

print(f'Total: {total} yen')
