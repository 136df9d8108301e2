SELECT name, city, age
FROM users
WHERE (city = 'Tokyo' OR city = 'Osaka') AND age >= 20;
