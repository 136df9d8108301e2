SELECT m.name, COUNT(*) AS loan_count
FROM loans AS l
INNER JOIN members AS m ON l.member_id = m.id
GROUP BY m.id
ORDER BY loan_count DESC, m.name;
