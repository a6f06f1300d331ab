// autocannon (worker mode) runs this once per connection: each connection is its own signed-in donor,
// taken in turn from BENCH_DONOR_COOKIES (one donor holds at most 10 reservations at once).
let next = 0;
module.exports = (client) => {
  const cookies = (process.env.BENCH_DONOR_COOKIES ?? '').split('\n').filter(Boolean);
  const cookie = cookies[next % cookies.length];
  next += 1;
  client.setHeaders({ cookie, 'content-type': 'application/json' });
};
