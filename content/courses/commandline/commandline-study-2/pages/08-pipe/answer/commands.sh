cat server.log | head -n 3
grep ERROR server.log | wc -l
grep ERROR server.log | wc -l > error-count.txt
cat error-count.txt
