language = 'python'
print(language.upper())
print(len(language))
