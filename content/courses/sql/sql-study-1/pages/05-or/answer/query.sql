SELECT name, city
FROM users
WHERE city = 'Osaka' OR city = 'Nagoya';
