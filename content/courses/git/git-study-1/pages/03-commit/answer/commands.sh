cd recipes
git status
git commit -m "Add first recipes"
git status
