sort votes.txt | uniq
sort votes.txt | uniq -c > tally.txt
sort votes.txt | uniq -c | sort -rn > ranking.txt
cat ranking.txt
