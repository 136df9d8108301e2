cd recipes
git switch -c add-dessert
echo "Pudding" > pudding.txt
git add pudding.txt
git commit -m "Add pudding recipe"
git push -u origin add-dessert
git branch -a
