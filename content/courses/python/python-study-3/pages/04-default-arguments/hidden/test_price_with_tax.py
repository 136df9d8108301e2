from main import price_with_tax

got = price_with_tax(1000)
assert got == 1100, f'price_with_tax(1000) -> {got!r}'
got = price_with_tax(1000, 8)
assert got == 1080, f'price_with_tax(1000, 8) -> {got!r}'
