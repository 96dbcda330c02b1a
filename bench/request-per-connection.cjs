/* global module */
// autocannon `setupClient` for its worker thread (functions cannot cross into it; a module path can): connection n
// sends request n % k of BENCH_CONNECTION_REQUESTS (a JSON list of { headers, body }), so each connection is one viewer.
const requests = JSON.parse(process.env.BENCH_CONNECTION_REQUESTS ?? '[]');
let next = 0;
module.exports = (client) => {
  const request = requests[next % requests.length];
  next += 1;
  client.setHeadersAndBody(request.headers, request.body);
};
