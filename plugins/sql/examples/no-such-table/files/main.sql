SELECT * FROM nowhere;
