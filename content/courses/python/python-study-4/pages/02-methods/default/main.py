class Product:
    def __init__(self, name, price):
        self.name = name
        self.price = price

    # 「名前: 値段 yen」を返すメソッド label を追加しよう
    # Add a method label that gives back "name: price yen"


coffee = Product('coffee', 300)
tea = Product('tea', 250)
# 2つの商品のラベルを出力しよう
# Print the label of both products
