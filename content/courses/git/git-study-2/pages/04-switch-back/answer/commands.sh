cd recipes
ls
git switch main
ls
git log --oneline
