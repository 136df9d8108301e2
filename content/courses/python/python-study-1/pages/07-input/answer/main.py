name = input()
print(f'Hello, {name}')
print(f'Your name has {len(name)} letters')
