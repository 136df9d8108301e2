cd recipes
echo "- 1 carrot" >> curry.txt
git status
git diff
