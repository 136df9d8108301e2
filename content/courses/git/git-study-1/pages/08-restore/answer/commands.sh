cd recipes
cat curry.txt
git diff
git restore curry.txt
cat curry.txt
