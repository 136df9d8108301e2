cd recipes
git branch
git switch add-pasta
git branch
