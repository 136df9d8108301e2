SELECT name, age
FROM users
WHERE city = 'Tokyo';
