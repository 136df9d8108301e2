cd recipes
git log
git log --oneline
