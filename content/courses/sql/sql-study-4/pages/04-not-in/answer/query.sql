SELECT name, category
FROM products
WHERE id NOT IN (SELECT product_id FROM order_items)
ORDER BY id;
