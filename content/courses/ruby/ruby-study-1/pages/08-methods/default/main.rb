# greet メソッドを定義しよう
# Define the greet method

# greet を2回呼び出そう
# Call greet twice
