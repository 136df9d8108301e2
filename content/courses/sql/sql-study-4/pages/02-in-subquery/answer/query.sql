SELECT name
FROM customers
WHERE id IN (SELECT customer_id FROM orders WHERE ordered_on >= '2026-04-10')
ORDER BY id;
