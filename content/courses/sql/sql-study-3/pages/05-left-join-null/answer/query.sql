SELECT m.name
FROM members AS m
LEFT JOIN loans AS l ON l.member_id = m.id
WHERE l.id IS NULL
ORDER BY m.id;
