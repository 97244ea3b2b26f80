import cluster from 'node:cluster';
import { loadConfig, productionProblems, type Config } from './config';
import { openDatabase } from './db/database';
import { withApiProcessFlags } from './runtime-flags';
import { startPerfStats } from './lib/perf-stats';
import { prepareDatabase, jwtSecretFor, startServer } from './start';

let config: Config;

async function main(): Promise<void> {
  config = loadConfig();
  // The bench's stall measurement, in every process it signals (the cluster's primary too).
  if (config.perfStatsFile) startPerfStats(config.perfStatsFile);
  const problems = productionProblems(config);
  if (problems.length > 0) throw new Error(`Refusing to start:\n- ${problems.join('\n- ')}`);
  if (config.webConcurrency > 1) {
    if (!config.databaseUrl) {
      console.error('WEB_CONCURRENCY > 1 needs DATABASE_URL: the embedded database (PGlite) belongs to one process. Unset WEB_CONCURRENCY or point DATABASE_URL at a PostgreSQL server.');
      process.exit(1);
    }
    if (cluster.isPrimary) return runPrimary();
    await runProcess(false);
    return;
  }
  await runProcess(true);
}

/** The primary prepares the database once, then forks the API processes that share the port. */
async function runPrimary(): Promise<void> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  await prepareDatabase(db, config);
  jwtSecretFor(config);
  await db.close();
  cluster.setupPrimary({ execArgv: withApiProcessFlags(process.execArgv) });
  for (let i = 0; i < config.webConcurrency; i++) cluster.fork();
  let stopping = false;
  cluster.on('exit', (worker, code) => {
    if (stopping) return;
    console.error(`API process ${worker.process.pid} exited with ${code}; starting another.`);
    cluster.fork();
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  console.log(`LankaRide: ${config.webConcurrency} API processes on http://localhost:${config.port}`);
}

async function runProcess(prepare: boolean): Promise<void> {
  const server = await startServer(config, { prepare });
  if (prepare) console.log(`LankaRide is running on http://localhost:${config.port} (API under /api, docs at /api/docs)`);
  const shutdown = async (signal: string) => {
    server.app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), config.shutdownGraceMs + 10_000).unref();
    await server.stop(config.shutdownGraceMs);
    clearTimeout(force);
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
