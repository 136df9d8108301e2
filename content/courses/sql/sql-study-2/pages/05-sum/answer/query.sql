SELECT SUM(quantity)
FROM orders
WHERE ordered_on >= '2026-04-05';
