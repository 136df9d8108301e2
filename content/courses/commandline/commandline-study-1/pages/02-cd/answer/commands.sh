cd school
ls
cd science
pwd
