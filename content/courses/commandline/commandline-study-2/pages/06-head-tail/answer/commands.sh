head -n 3 scores.txt
head -n 3 scores.txt > top3.txt
tail -n 2 scores.txt > bottom2.txt
cat bottom2.txt
