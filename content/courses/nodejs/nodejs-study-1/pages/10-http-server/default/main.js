const http = require('http');

// Make a server that answers every request with <h1>Hello from Node!</h1>,
// then start it on port 3000 and print the message the goal shows.
