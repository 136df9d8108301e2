def greet():
    print('Welcome to Cafe Python!')
    print('What would you like?')


greet()
greet()
