SELECT *
FROM products;
