SELECT name, price
FROM products
ORDER BY price DESC;
