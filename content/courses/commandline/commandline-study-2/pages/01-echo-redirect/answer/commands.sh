echo "Hello, shell"
echo "Hello, shell" > hello.txt
cat hello.txt
