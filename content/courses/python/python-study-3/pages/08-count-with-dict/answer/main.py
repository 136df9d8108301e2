orders = ['coffee', 'tea', 'coffee', 'cake', 'coffee', 'tea']


def count_orders(orders):
    counts = {}
    for order in orders:
        counts[order] = counts.get(order, 0) + 1
    return counts


for name, count in count_orders(orders).items():
    print(f'{name}: {count}')
