SELECT user_id, SUM(quantity) AS total_quantity
FROM orders
GROUP BY user_id
HAVING SUM(quantity) >= 4
ORDER BY user_id;
