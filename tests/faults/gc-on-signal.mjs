// Preloaded into the soak's server process (node --expose-gc --import): SIGUSR2 runs a full
// garbage collection and writes the process's own memory figures to stderr as one line
// (`soak-memory {...}`), so the suite reads the memory of live objects, not of garbage that
// happens not to be collected yet. Kept out of src/: production never takes --expose-gc.
process.on('SIGUSR2', () => {
  if (typeof globalThis.gc === 'function') globalThis.gc();
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  process.stderr.write(
    `soak-memory ${JSON.stringify({ rss, heapUsed, external, arrayBuffers })}\n`,
  );
});
