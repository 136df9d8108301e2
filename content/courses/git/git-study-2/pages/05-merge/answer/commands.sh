cd recipes
git branch
git merge add-pasta
ls
git log --oneline
