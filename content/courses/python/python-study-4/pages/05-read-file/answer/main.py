with open('menu.txt') as file:
    for line in file:
        print(f'- {line.strip()}')
