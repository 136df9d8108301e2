def price_with_tax(price, rate=10):
    return price * (100 + rate) // 100


print(f'Eat-in: {price_with_tax(300)} yen')
print(f'Takeout: {price_with_tax(300, 8)} yen')
