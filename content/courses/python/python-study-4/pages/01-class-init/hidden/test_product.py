from main import Product

tea = Product('tea', 250)
assert tea.name == 'tea', f'name -> {tea.name!r}'
assert tea.price == 250, f'price -> {tea.price!r}'
