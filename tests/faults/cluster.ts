/**
 * A PostgreSQL cluster of the fault suite's own: initdb into a temporary directory, trust
 * authentication, a loopback port of the 42000 range. It can be stopped, started, frozen
 * (SIGSTOP of every process of the cluster) and thawed. As root, the cluster runs as `postgres`
 * (initdb refuses root).
 */
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

export interface Cluster {
  port: number;
  url(database: string): string;
  stop(): void;
  start(): void;
  freeze(): void;
  thaw(): void;
  destroy(): void;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const [version] = readdirSync(root).toSorted((a, b) => Number(b) - Number(a));
  if (!version) throw new Error(`no PostgreSQL under ${root}`);
  return path.join(root, version, 'bin');
}

export function createCluster(port: number): Cluster {
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-faults-'));
  const data = path.join(dir, 'data');
  const asRoot = userInfo().uid === 0;
  let owner: { uid: number; gid: number } | null = null;
  if (asRoot) {
    const [uid, gid] = ['-u', '-g'].map((flag) =>
      Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim()),
    );
    owner = { uid: uid!, gid: gid! };
    chownSync(dir, owner.uid, owner.gid);
  }
  const run = (program: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : path.join(bin, program),
      asRoot ? ['-u', 'postgres', '--', path.join(bin, program), ...args] : args,
      { stdio: 'pipe', cwd: dir },
    );

  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-w', '-l', path.join(dir, 'log'), '-o', options, 'start']);
  start();

  /** The postmaster and every backend and auxiliary process it started. */
  const processes = (): number[] => {
    const postmaster = Number(
      readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    const children = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
    return [postmaster, ...children];
  };
  const signal = (name: NodeJS.Signals) => {
    for (const pid of processes()) {
      try {
        process.kill(pid, name);
      } catch {
        // Gone already.
      }
    }
  };

  return {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: () => run('pg_ctl', ['-D', data, '-w', '-m', 'fast', 'stop']),
    start,
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
    destroy() {
      try {
        signal('SIGCONT');
        run('pg_ctl', ['-D', data, '-w', '-m', 'immediate', 'stop']);
      } catch {
        // Not running.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
