# menu.csv を開き、各行を名前と値段に分けて、税込価格を出力しよう
# Open menu.csv, split each line into a name and a price, and print the price with tax
