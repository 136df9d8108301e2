def greet(name):
    print(f'Welcome, {name}!')


greet('Ken')
greet('Mika')
