ls
cd recipes
git remote add origin ~/remote.git
git remote -v
