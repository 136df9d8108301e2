import io
import sys

with open('sales.csv', 'w') as data:
    data.write('name,price,count\nbagel,200,4\ntea,250,1\n')

screen = sys.stdout
sys.stdout = io.StringIO()
try:
    import main
finally:
    printed = sys.stdout.getvalue()
    sys.stdout = screen

assert 'Items sold: 5' in printed and 'Total: 1050 yen' in printed, 'bagel,200,4 / tea,250,1'
