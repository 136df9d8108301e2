SELECT name, price
FROM products
WHERE name LIKE 'S%';
