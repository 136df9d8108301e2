count = int(input())
scores = []
for i in range(count):
    scores.append(int(input()))

print(f'Scores: {scores}')
print(f'Total: {sum(scores)}')
print(f'Average: {sum(scores) / len(scores)}')
