SELECT orders.id, users.name
FROM orders
JOIN users ON orders.user_id = users.id
ORDER BY orders.id;
