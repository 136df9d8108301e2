menu = {'coffee': 300, 'tea': 250, 'cake': 400}
# 品物の名前を受け取ろう
# Read the item name

# メニューにあれば値段を、なければお断りを出力しよう
# Print its price if it is on the menu, otherwise apologise
