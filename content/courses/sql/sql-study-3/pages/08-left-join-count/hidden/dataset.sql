CREATE TABLE authors (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  country TEXT NOT NULL
);
CREATE TABLE books (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  author_id INTEGER NOT NULL REFERENCES authors(id),
  published_year INTEGER NOT NULL
);
CREATE TABLE members (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  joined_on TEXT NOT NULL
);
CREATE TABLE loans (
  id INTEGER PRIMARY KEY,
  book_id INTEGER NOT NULL REFERENCES books(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  loaned_on TEXT NOT NULL,
  returned_on TEXT
);
INSERT INTO authors (id, name, country) VALUES
  (1, 'Natsume Soseki', 'Japan'),
  (2, 'Jane Austen', 'UK'),
  (3, 'Osamu Dazai', 'Japan'),
  (4, 'Ernest Hemingway', 'USA'),
  (5, 'Agatha Christie', 'UK');
INSERT INTO books (id, title, author_id, published_year) VALUES
  (1, 'Kokoro', 1, 1914),
  (2, 'Botchan', 1, 1906),
  (3, 'Pride and Prejudice', 2, 1813),
  (4, 'Emma', 2, 1815),
  (5, 'No Longer Human', 3, 1948),
  (6, 'Run, Melos!', 3, 1940),
  (7, 'The Old Man and the Sea', 4, 1952),
  (8, 'Murder on the Orient Express', 5, 1934),
  (9, 'And Then There Were None', 5, 1939),
  (10, 'I Am a Cat', 1, 1905),
  (11, 'Sense and Sensibility', 2, 1811),
  (12, 'The Sun Also Rises', 4, 1926);
INSERT INTO members (id, name, joined_on) VALUES
  (1, 'Aoi Sato', '2025-04-01'),
  (2, 'Ren Suzuki', '2025-05-12'),
  (3, 'Hina Takahashi', '2025-06-20'),
  (4, 'Sota Tanaka', '2025-09-03'),
  (5, 'Mei Ito', '2026-01-15'),
  (6, 'Kaito Watanabe', '2026-02-10'),
  (7, 'Yuki Yamamoto', '2026-03-28');
INSERT INTO loans (id, book_id, member_id, loaned_on, returned_on) VALUES
  (1, 1, 1, '2026-03-02', '2026-03-12'),
  (2, 3, 2, '2026-03-03', '2026-03-20'),
  (3, 8, 1, '2026-03-10', '2026-03-18'),
  (4, 5, 3, '2026-03-15', NULL),
  (5, 7, 4, '2026-03-18', '2026-03-25'),
  (6, 9, 2, '2026-03-22', NULL),
  (7, 1, 5, '2026-03-25', '2026-04-02'),
  (8, 2, 1, '2026-04-01', NULL),
  (9, 8, 3, '2026-04-03', NULL),
  (10, 4, 2, '2026-04-05', '2026-04-15'),
  (11, 10, 5, '2026-04-08', NULL),
  (12, 6, 1, '2026-04-10', NULL);
