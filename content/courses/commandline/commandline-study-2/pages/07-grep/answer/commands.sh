grep ERROR server.log
grep ERROR server.log > errors.txt
cat errors.txt
