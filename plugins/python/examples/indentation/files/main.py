if True:
print('b')
