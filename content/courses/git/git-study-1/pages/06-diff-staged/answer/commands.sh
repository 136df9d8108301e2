cd recipes
git diff
git add curry.txt
git diff
git diff --staged
