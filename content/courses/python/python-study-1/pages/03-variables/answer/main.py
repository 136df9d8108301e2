name = 'Ken'
age = 14
print(name + ' is ' + str(age) + ' years old')
