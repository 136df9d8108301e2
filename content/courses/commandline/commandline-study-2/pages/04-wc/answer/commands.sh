wc -l members.txt
wc -l < members.txt
wc -l < members.txt > count.txt
cat count.txt
