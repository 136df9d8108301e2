const menu = ['Coffee', 'Green tea', 'Cheesecake', 'Sandwich'];

// forEach で、メニューを1行ずつ「- 品名」の形で出力しよう
// Print each menu item as "- name" with forEach
