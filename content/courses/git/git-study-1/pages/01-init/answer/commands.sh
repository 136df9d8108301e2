cd recipes
ls
git init
git status
