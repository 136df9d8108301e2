# with_tax メソッドを定義しよう
# Define the with_tax method

# with_tax を使って 1000 と 250 の税込価格を出力しよう
# Print the prices with tax of 1000 and 250
