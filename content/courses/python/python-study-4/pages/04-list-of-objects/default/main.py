class Product:
    def __init__(self, name, price):
        self.name = name
        self.price = price

    def label(self):
        return f'{self.name}: {self.price} yen'


# coffee 300、tea 250、cake 400 の商品を入れたリスト products を作ろう
# Make a list products with coffee 300, tea 250 and cake 400

# 各商品のラベルを出力し、最後に値段の合計を出力しよう
# Print the label of each product, then the total of the prices
