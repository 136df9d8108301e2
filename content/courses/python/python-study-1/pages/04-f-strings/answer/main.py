item = 'apple'
price = 120
print(f'{item} costs {price} yen')
