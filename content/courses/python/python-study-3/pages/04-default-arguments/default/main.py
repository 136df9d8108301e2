def price_with_tax(price, rate):
    return price * (100 + rate) // 100


# rate を省略したときは 10 になるようにしよう
# Make rate 10 when it is left out

# 店内飲食（税率を省略）と持ち帰り（税率 8）の税込価格を出力しよう
# Print the eat-in price (rate left out) and the takeout price (rate 8)
