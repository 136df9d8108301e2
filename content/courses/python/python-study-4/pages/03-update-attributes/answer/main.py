class Product:
    def __init__(self, name, price, stock):
        self.name = name
        self.price = price
        self.stock = stock

    def sell(self, count):
        self.stock -= count


coffee = Product('coffee', 300, 10)
tea = Product('tea', 250, 8)
coffee.sell(3)
coffee.sell(2)
tea.sell(1)

print(f'{coffee.name}: {coffee.stock} left')
print(f'{tea.name}: {tea.stock} left')
