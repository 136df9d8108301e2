SELECT name, price
FROM products
WHERE category = 'clothes' AND price <= 2000;
