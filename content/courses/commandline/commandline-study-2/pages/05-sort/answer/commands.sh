sort fruits.txt
sort fruits.txt > sorted.txt
sort -r fruits.txt > reversed.txt
cat reversed.txt
