/**
 * Node flags every API process runs with (`npm run serve` passes them; a cluster primary hands
 * them to its workers; the bench starts the server with them).
 *
 * `--max-semi-space-size=2` (MiB): V8 grows its young generation up to 16 MiB per semi-space
 * after a burst of allocation (loading the availability index is one) and keeps it while idle:
 * about 25 MiB of idle memory per process. Measured on the busy fleet (decision 067): idle
 * 104 MiB per process instead of 126-131, and no lower throughput (search 10,655 req/s with the
 * flag, 9,916 without, same machine minutes apart): a small young generation stays in cache.
 */
export const API_PROCESS_FLAGS = ['--max-semi-space-size=2'] as const;

/** The flags a process was started with, plus the API's own where not given already. */
export function withApiProcessFlags(execArgv: readonly string[]): string[] {
  const given = new Set(execArgv.map((flag) => flag.split('=')[0]));
  return [...execArgv, ...API_PROCESS_FLAGS.filter((flag) => !given.has(flag.split('=')[0]))];
}
