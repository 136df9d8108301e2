SELECT l.loaned_on, m.name, b.title
FROM loans AS l
INNER JOIN members AS m ON l.member_id = m.id
INNER JOIN books AS b ON l.book_id = b.id
WHERE l.returned_on IS NULL
ORDER BY l.id;
