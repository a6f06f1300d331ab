// Each request asks the next of the bench's product searches (BENCH_PRODUCT_SEARCHES, one per line),
// so the figures are those of many different searches, not of one answer kept warm.
let next = 0;
module.exports = (request) => {
  const searches = (process.env.BENCH_PRODUCT_SEARCHES ?? '').split('\n').filter(Boolean);
  const path = searches[next % searches.length];
  next += 1;
  return { ...request, path };
};
