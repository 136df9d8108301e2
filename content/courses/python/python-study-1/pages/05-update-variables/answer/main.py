money = 1000
money -= 300
print(money)

money += 500
print(money)
