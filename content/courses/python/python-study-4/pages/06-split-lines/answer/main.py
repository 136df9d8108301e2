with open('menu.csv') as file:
    for line in file:
        name, price = line.strip().split(',')
        print(f'{name}: {int(price) * 110 // 100} yen')
