const menu = ['Coffee', 'Green tea', 'Cheesecake', 'Sandwich'];

menu.forEach((item) => {
  console.log(`- ${item}`);
});
