SELECT b.title, COUNT(l.id) AS times_loaned
FROM books AS b
LEFT JOIN loans AS l ON l.book_id = b.id
GROUP BY b.id
ORDER BY b.id;
