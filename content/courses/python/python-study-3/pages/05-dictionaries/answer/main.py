menu = {'coffee': 300, 'tea': 250}
print(menu['tea'])

menu['cake'] = 400
print(menu)
