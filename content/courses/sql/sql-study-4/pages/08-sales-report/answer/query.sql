SELECT p.category,
  SUM(oi.quantity) AS units_sold,
  SUM(oi.quantity * oi.unit_price) AS revenue
FROM order_items AS oi
INNER JOIN products AS p ON oi.product_id = p.id
GROUP BY p.category
HAVING SUM(oi.quantity * oi.unit_price) >= 10000
ORDER BY revenue DESC;
