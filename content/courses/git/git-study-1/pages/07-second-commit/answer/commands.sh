cd recipes
echo "Omelette" > omelette.txt
echo "- 2 eggs" >> omelette.txt
git add omelette.txt
git commit -m "Add omelette recipe"
git log --oneline
