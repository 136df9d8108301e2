CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  city TEXT NOT NULL,
  joined_on TEXT NOT NULL
);
CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  category TEXT NOT NULL,
  price INTEGER NOT NULL
);
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  ordered_on TEXT NOT NULL
);
CREATE TABLE order_items (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  product_id INTEGER NOT NULL REFERENCES products(id),
  quantity INTEGER NOT NULL,
  unit_price INTEGER NOT NULL
);
INSERT INTO customers (id, name, city, joined_on) VALUES
  (1, 'Aoi Sato', 'Tokyo', '2025-11-02'),
  (2, 'Haruto Suzuki', 'Osaka', '2025-12-15'),
  (3, 'Yui Tanaka', 'Fukuoka', '2026-01-08'),
  (4, 'Riku Kobayashi', 'Tokyo', '2026-01-20'),
  (5, 'Sakura Ito', 'Sapporo', '2026-02-03'),
  (6, 'Minato Kato', 'Osaka', '2026-02-25');
INSERT INTO products (id, name, category, price) VALUES
  (1, 'Coffee beans 200g', 'food', 1400),
  (2, 'Green tea 100g', 'food', 900),
  (3, 'Drip kettle', 'kitchen', 4800),
  (4, 'Ceramic mug', 'kitchen', 1600),
  (5, 'Paper filters', 'kitchen', 400),
  (6, 'Coffee grinder', 'kitchen', 7200),
  (7, 'Chocolate box', 'food', 2200),
  (8, 'Tea towel', 'home', 1100),
  (9, 'Scented candle', 'home', 2600),
  (10, 'Linen apron', 'home', 3500),
  (11, 'Bamboo tray', 'home', 1900);
INSERT INTO orders (id, customer_id, ordered_on) VALUES
  (1, 1, '2026-03-01'),
  (2, 2, '2026-03-03'),
  (3, 1, '2026-03-09'),
  (4, 3, '2026-03-14'),
  (5, 4, '2026-03-20'),
  (6, 2, '2026-04-02'),
  (7, 5, '2026-04-05'),
  (8, 1, '2026-04-11'),
  (9, 3, '2026-04-18'),
  (10, 4, '2026-04-25');
INSERT INTO order_items (id, order_id, product_id, quantity, unit_price) VALUES
  (1, 1, 1, 2, 1400),
  (2, 1, 5, 1, 400),
  (3, 2, 3, 1, 4800),
  (4, 2, 4, 2, 1600),
  (5, 3, 1, 1, 1400),
  (6, 3, 2, 2, 900),
  (7, 4, 6, 1, 7200),
  (8, 5, 7, 2, 2200),
  (9, 5, 8, 1, 1100),
  (10, 6, 2, 3, 900),
  (11, 7, 4, 1, 1600),
  (12, 7, 10, 1, 3500),
  (13, 8, 1, 2, 1400),
  (14, 8, 5, 2, 400),
  (15, 9, 7, 1, 2200),
  (16, 10, 3, 1, 4800),
  (17, 10, 1, 1, 1400);
