cp report.txt report-copy.txt
mkdir backup
cp report.txt backup/
ls backup
