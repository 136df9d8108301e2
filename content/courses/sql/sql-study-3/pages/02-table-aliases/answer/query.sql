SELECT l.id, m.name, l.loaned_on
FROM loans AS l
INNER JOIN members AS m ON l.member_id = m.id
ORDER BY l.id;
