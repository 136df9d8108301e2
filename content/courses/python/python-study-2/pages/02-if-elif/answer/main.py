score = 72
if score >= 80:
    print('A')
elif score >= 60:
    print('B')
else:
    print('C')
