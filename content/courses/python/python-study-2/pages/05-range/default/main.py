# 3の段を 3 x 1 = 3 から 3 x 5 = 15 まで出力しよう
# Print the 3 times table from 3 x 1 = 3 to 3 x 5 = 15
