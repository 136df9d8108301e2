echo "call grandma" >> todo.txt
echo "water the plants" >> todo.txt
cat todo.txt
