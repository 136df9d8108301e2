languages = ['HTML', 'CSS', 'JavaScript']
languages.append('Python')
print(languages[0])
print(len(languages))
