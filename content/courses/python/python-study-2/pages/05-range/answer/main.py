for i in range(1, 6):
    print(f'3 x {i} = {3 * i}')
