cd recipes
git remote -v
git push -u origin main
git status
git log --oneline
