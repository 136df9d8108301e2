SELECT name
FROM users;
