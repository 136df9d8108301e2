class Product:
    def __init__(self, name, price, stock):
        self.name = name
        self.price = price
        self.stock = stock

    # 在庫を count 個減らすメソッド sell を追加しよう
    # Add a method sell that lowers the stock by count


coffee = Product('coffee', 300, 10)
tea = Product('tea', 250, 8)
# coffee を3個と2個、tea を1個売ろう
# Sell 3 and then 2 coffees, and 1 tea

# それぞれの在庫を出力しよう
# Print the stock of each
