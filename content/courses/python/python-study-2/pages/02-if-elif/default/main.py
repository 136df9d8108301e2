score = 72
# score に応じて A、B、C のどれかを出力しよう
# Print A, B or C depending on score
