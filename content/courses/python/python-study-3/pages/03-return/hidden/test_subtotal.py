from main import subtotal

got = subtotal(120, 3)
assert got == 360, f'subtotal(120, 3) -> {got!r}'
