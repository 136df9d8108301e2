mv memo.txt shopping.txt
ls
mv shopping.txt lists/
ls lists
