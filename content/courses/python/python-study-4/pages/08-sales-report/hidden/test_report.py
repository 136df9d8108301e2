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

got = main.Sale('tea', 250, 2).subtotal()
assert got == 500, f"Sale('tea', 250, 2).subtotal() -> {got!r}"
assert 'bagel: 200 yen x 4 = 800 yen' in printed, 'bagel,200,4'
assert printed.strip().endswith('Total: 1050 yen'), 'bagel,200,4 / tea,250,1'
