SELECT name, price,
  CASE
    WHEN price >= 4000 THEN 'high'
    WHEN price >= 1500 THEN 'middle'
    ELSE 'low'
  END AS price_band
FROM products
ORDER BY id;
