score = gets.to_i
# 80点以上かどうかで、出力を分けよう
# Print a different result depending on whether the score is 80 or more
