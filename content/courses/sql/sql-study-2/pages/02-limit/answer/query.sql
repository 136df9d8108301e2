SELECT name, age
FROM users
ORDER BY age ASC
LIMIT 3;
