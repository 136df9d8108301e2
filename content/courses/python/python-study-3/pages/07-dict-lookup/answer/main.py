menu = {'coffee': 300, 'tea': 250, 'cake': 400}
item = input()

if item in menu:
    print(f'{item}: {menu[item]} yen')
else:
    print(f'Sorry, we have no {item}.')
