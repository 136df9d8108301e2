languages = ['HTML', 'CSS', 'JavaScript']
# Python を追加して、最初の要素と要素数を出力しよう
# Add Python, then print the first element and the number of elements
