# 変数 name と age を定義して出力しよう
# Define name and age, then print the sentence
