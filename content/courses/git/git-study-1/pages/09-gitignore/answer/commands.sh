cd recipes
git status
echo "*.log" > .gitignore
git status
git add .gitignore
git commit -m "Ignore log files"
