# あいさつの2行を出力する関数 greet を定義しよう
# Define a function greet that prints the two greeting lines

# お客さんが2人来たので、greet を2回呼び出そう
# Two customers come in: call greet twice
