const book = { title: 'Momo', author: 'Michael Ende', pages: 304 };
console.log(`${book.title} by ${book.author} (${book.pages} pages)`);
