const welcome = () => {
  console.log('Welcome to Ninja Cafe!');
  console.log('Please take a seat.');
};

welcome();
welcome();
