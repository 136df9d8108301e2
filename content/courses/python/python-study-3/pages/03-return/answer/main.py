def subtotal(price, count):
    return price * count


total = subtotal(300, 2) + subtotal(450, 1)
print(f'Total: {total} yen')
