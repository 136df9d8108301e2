touch todo.txt
cd diary
touch day2.txt
ls
