print('ok')
print(nmae)
