print('Hello Python')
