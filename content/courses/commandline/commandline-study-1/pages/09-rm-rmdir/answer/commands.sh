ls old
rm old/draft1.txt old/draft2.txt
rmdir old
ls
