savings = 0
weeks = 0
while savings < 1000:
    savings += 300
    weeks += 1
    print(f'Week {weeks}: {savings}')

print(f'Done in {weeks} weeks')
