from main import Product

cake = Product('cake', 400, 5)
cake.sell(2)
cake.sell(1)
assert cake.stock == 2, f'stock -> {cake.stock!r}'
