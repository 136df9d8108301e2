CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  age INTEGER NOT NULL,
  city TEXT NOT NULL
);
CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  category TEXT NOT NULL,
  price INTEGER NOT NULL
);
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  product_id INTEGER NOT NULL REFERENCES products(id),
  quantity INTEGER NOT NULL,
  ordered_on TEXT NOT NULL
);
INSERT INTO users (id, name, age, city) VALUES
  (1, 'Ken', 14, 'Tokyo'),
  (2, 'Mika', 23, 'Osaka'),
  (3, 'Budi', 31, 'Jakarta'),
  (4, 'Sara', 27, 'Tokyo'),
  (5, 'Leo', 19, 'Nagoya'),
  (6, 'Yuna', 35, 'Osaka'),
  (7, 'Tom', 42, 'Tokyo'),
  (8, 'Aiko', 17, 'Osaka');
INSERT INTO products (id, name, category, price) VALUES
  (1, 'T-shirt', 'clothes', 1500),
  (2, 'Cap', 'clothes', 2000),
  (3, 'Mug', 'goods', 800),
  (4, 'Notebook', 'goods', 300),
  (5, 'Hoodie', 'clothes', 4500),
  (6, 'Sticker', 'goods', 100),
  (7, 'Socks', 'clothes', 600),
  (8, 'Tote bag', 'goods', 1200),
  (9, 'Sweater', 'clothes', 3800),
  (10, 'Water bottle', 'goods', 1800);
INSERT INTO orders (id, user_id, product_id, quantity, ordered_on) VALUES
  (1, 1, 3, 2, '2026-04-01'),
  (2, 2, 1, 1, '2026-04-01'),
  (3, 2, 6, 5, '2026-04-02'),
  (4, 3, 5, 1, '2026-04-03'),
  (5, 4, 2, 1, '2026-04-03'),
  (6, 4, 4, 3, '2026-04-04'),
  (7, 5, 3, 1, '2026-04-05'),
  (8, 1, 6, 2, '2026-04-05'),
  (9, 6, 9, 1, '2026-04-06'),
  (10, 7, 8, 2, '2026-04-06'),
  (11, 2, 7, 3, '2026-04-07'),
  (12, 6, 1, 2, '2026-04-08'),
  (13, 7, 5, 1, '2026-04-08'),
  (14, 3, 10, 1, '2026-04-09');
