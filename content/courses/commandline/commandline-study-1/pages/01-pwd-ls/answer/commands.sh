pwd
ls
