class Product:
    def __init__(self, name, price):
        self.name = name
        self.price = price


coffee = Product('coffee', 300)
print(coffee.name)
print(coffee.price)
