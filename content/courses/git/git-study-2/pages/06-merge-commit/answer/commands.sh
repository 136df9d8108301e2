cd recipes
git log --oneline --graph --all
git merge --no-edit add-salad
git log --oneline --graph
