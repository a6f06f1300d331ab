// Each request asks the next address of BENCH_PATHS (one per line), so a miss target reads many
// different pages, searches or lists instead of one answer kept warm. The list is read once per worker.
let paths;
let next = 0;
module.exports = (request) => {
  paths ??= (process.env.BENCH_PATHS ?? '').split('\n').filter(Boolean);
  const path = paths[next % paths.length];
  next += 1;
  return { ...request, path };
};
