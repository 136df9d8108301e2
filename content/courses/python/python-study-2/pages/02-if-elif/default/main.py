score = 72
# if, elif, else を使おう
# Use if, elif and else
