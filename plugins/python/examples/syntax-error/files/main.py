print('a')
if True
    print('b')
