// A server never ends by itself: the run answers once both servers listen, with what was printed by then.
const http = require('http');

const site = http.createServer((req, res) => res.end('site'));
const api = http.createServer((req, res) => res.end('api'));
site.listen(3000, () => console.log(`site on ${site.address().port}`));
api.listen(8080, () => console.log(`api on ${api.address().port}`));
