class Product:
    def __init__(self, name, price):
        self.name = name
        self.price = price

    def label(self):
        return f'{self.name}: {self.price} yen'


coffee = Product('coffee', 300)
tea = Product('tea', 250)
print(coffee.label())
print(tea.label())
