cd recipes
git switch -c add-pasta
echo "Pasta" > pasta.txt
echo "- 200g spaghetti" >> pasta.txt
git add pasta.txt
git commit -m "Add pasta recipe"
git log --oneline
