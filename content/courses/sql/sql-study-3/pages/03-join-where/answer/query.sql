SELECT b.title, a.name, b.published_year
FROM books AS b
INNER JOIN authors AS a ON b.author_id = a.id
WHERE a.country = 'Japan'
ORDER BY b.published_year;
