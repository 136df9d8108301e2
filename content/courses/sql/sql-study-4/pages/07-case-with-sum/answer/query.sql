SELECT c.name,
  SUM(oi.quantity * oi.unit_price) AS total_spent,
  CASE WHEN SUM(oi.quantity * oi.unit_price) >= 10000 THEN 'VIP' ELSE 'regular' END AS customer_rank
FROM customers AS c
INNER JOIN orders AS o ON o.customer_id = c.id
INNER JOIN order_items AS oi ON oi.order_id = o.id
GROUP BY c.id
ORDER BY total_spent DESC;
