# 名前を受け取って、あいさつと文字数を出力しよう
# Read a name, then print a greeting and its number of letters
