cd recipes
git status
git add curry.txt
git status
git add README.md
