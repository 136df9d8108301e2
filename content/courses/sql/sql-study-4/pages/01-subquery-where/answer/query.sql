SELECT id, ordered_on
FROM orders
WHERE customer_id = (SELECT id FROM customers WHERE name = 'Yui Tanaka')
ORDER BY id;
