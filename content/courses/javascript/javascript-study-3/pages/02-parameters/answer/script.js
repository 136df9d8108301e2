const order = (item) => {
  console.log(`${item}, coming right up!`);
};

order('Coffee');
order('Green tea');
