cd recipes
git branch
git branch add-pasta
git branch
