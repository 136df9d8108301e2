# 9 + 3、7 / 2、7 を 2 で割った余り を順に出力しよう
# Print 9 + 3, 7 / 2 and the remainder of 7 divided by 2
