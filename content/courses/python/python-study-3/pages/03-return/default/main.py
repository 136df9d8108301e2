# 値段 × 個数 を返す関数 subtotal を定義しよう
# Define a function subtotal that gives back price times count

# コーヒー2杯とケーキ1個の合計を出力しよう
# Print the bill for two coffees and one cake
