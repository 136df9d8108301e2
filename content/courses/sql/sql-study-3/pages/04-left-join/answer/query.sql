SELECT m.name, l.loaned_on
FROM members AS m
LEFT JOIN loans AS l ON l.member_id = m.id
ORDER BY m.id, l.id;
