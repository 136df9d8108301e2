user = {name: "Ken", age: 14}
# user の値を使って出力しよう
# Print the sentence using the values in user
