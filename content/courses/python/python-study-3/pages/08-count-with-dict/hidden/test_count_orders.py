from main import count_orders

got = count_orders(['tea', 'cake', 'tea'])
assert got == {'tea': 2, 'cake': 1}, f"count_orders(['tea', 'cake', 'tea']) -> {got!r}"
got = count_orders([])
assert got == {}, f'count_orders([]) -> {got!r}'
