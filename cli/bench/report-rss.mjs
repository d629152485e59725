// Preloaded into the benchmarked `dadeal` process: samples its resident memory and reports the peak at exit.
// (Not getrusage's maxRSS: on Linux that survives exec and would carry the benchmark parent's own peak.)
let peak = process.memoryUsage.rss();
const timer = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage.rss());
}, 20);
timer.unref();
process.on('exit', () => {
  peak = Math.max(peak, process.memoryUsage.rss());
  process.stderr.write(`\nbench-max-rss-kb=${Math.round(peak / 1024)}\n`);
});
