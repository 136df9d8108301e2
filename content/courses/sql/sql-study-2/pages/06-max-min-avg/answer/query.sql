SELECT MAX(price), MIN(price), AVG(price)
FROM products;
