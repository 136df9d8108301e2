# 名前と値段を持つクラス Product を定義しよう
# Define the Product class with a name and a price

# コーヒーのインスタンスを作り、名前と値段を出力しよう
# Create the coffee instance and print its name and price
