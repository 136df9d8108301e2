cat chapter1.txt chapter2.txt
cat chapter1.txt chapter2.txt > book.txt
cat book.txt
