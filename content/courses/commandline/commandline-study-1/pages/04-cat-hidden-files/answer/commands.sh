cat notes.txt
ls
ls -a
cat .treasure.txt
