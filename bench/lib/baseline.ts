/** Starts bench/baselines/memory-api.ts with the given routes; resolves with its URL and pid. */
import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BaselineRoute } from '../baselines/memory-api.ts';
import { ROOT } from './common.ts';

export type { BaselineRoute };

export async function startBaseline(
  routes: BaselineRoute[],
): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const file = path.join(os.tmpdir(), `bench-baseline-routes-${process.pid}-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify(routes));
  const child = fork(path.join(ROOT, 'bench/baselines/memory-api.ts'), [], {
    cwd: ROOT,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_BASELINE_ROUTES: file },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`baseline exited with ${code}`)));
    child.on('message', (message: { ready?: boolean; port: number }) => {
      if (message.ready) resolve(message.port);
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid as number,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
