SELECT category, COUNT(*) AS product_count, AVG(price) AS average_price, MAX(price) AS max_price
FROM products
GROUP BY category
ORDER BY category;
