cd projects/website
cd ..
ls
cd blog
