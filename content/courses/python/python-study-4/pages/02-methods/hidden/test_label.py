from main import Product

got = Product('cake', 400).label()
assert got == 'cake: 400 yen', f"Product('cake', 400).label() -> {got!r}"
