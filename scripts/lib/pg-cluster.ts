// A throwaway PostgreSQL cluster for tests and for creating migrations:
// initdb into a temp dir, start on a free port (127.0.0.1 and a socket in the
// temp dir), trust auth, superuser "app". stop() shuts it down and deletes the dir.
//
// The server refuses to run as root: as root everything runs through
// `runuser -u postgres --` and the temp dir is handed to user postgres.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { rawSetting } from '../../lib/config.ts';

export interface PgCluster {
  /** postgresql://app@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  dir: string;
  /** Server version, e.g. "15.8". */
  version: string;
  /** Stop the server and delete its files (idempotent). */
  stop(): Promise<void>;
}

export class NoPostgresError extends Error {
  constructor() {
    super('no PostgreSQL server binaries found (install the postgresql package)');
    this.name = 'NoPostgresError';
  }
}

/**
 * Directory holding initdb, pg_ctl and postgres, or null. PG_BINDIR, when
 * set, is the only place looked at (to pick a version, or to test the failure).
 */
export function findPgBinDir(): string | null {
  const candidates: string[] = [];
  const d = rawSetting('PG_BINDIR');
  if (d) {
    return ['initdb', 'pg_ctl', 'postgres'].every((b) => isExecutable(path.join(d, b))) ? d : null;
  }
  for (const d of (process.env.PATH ?? '').split(path.delimiter)) if (d) candidates.push(d);
  candidates.push('/usr/local/bin', '/usr/local/pgsql/bin');
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs
      .readdirSync(debian)
      .filter((v) => /^\d+(\.\d+)?$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of versions) candidates.push(path.join(debian, v, 'bin'));
  }
  for (const d of candidates) {
    if (['initdb', 'pg_ctl', 'postgres'].every((b) => isExecutable(path.join(d, b)))) return d;
  }
  return null;
}

function isExecutable(f: string): boolean {
  try {
    fs.accessSync(f, fs.constants.X_OK);
    return fs.statSync(f).isFile();
  } catch {
    return false;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function run(cmd: string, args: string[], asPostgres: boolean, quiet = true): string {
  const [file, argv] = asPostgres ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  const r = spawnSync(file, argv, { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C', LANG: 'C' } });
  if (r.status !== 0) {
    throw new Error(
      `${cmd} ${args.join(' ')} failed (${r.error?.message ?? `exit ${r.status}`}):\n${r.stdout ?? ''}${r.stderr ?? ''}`,
    );
  }
  if (!quiet) process.stdout.write(r.stdout);
  return r.stdout;
}

export async function startPgCluster(opts: { user?: string } = {}): Promise<PgCluster> {
  const bin = findPgBinDir();
  if (!bin) throw new NoPostgresError();
  const user = opts.user ?? 'app';
  const asPostgres = isRoot();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fair-pg-'));
  const data = path.join(dir, 'data');
  let started = false;
  let stopped = false;

  const cleanup = () => {
    try {
      fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      /* ignore */
    }
  };
  const stopSync = () => {
    if (stopped) return;
    stopped = true;
    if (started) {
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], asPostgres);
      } catch {
        /* already down */
      }
    }
    cleanup();
  };
  // A crash or Ctrl-C must not leave a server running.
  const onExit = () => stopSync();
  const onSignal = (sig: NodeJS.Signals) => {
    stopSync();
    process.kill(process.pid, sig);
  };
  process.once('exit', onExit);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const detach = () => {
    process.removeListener('exit', onExit);
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
  };

  try {
    if (asPostgres) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      fs.chownSync(dir, uid, gid);
    }
    fs.chmodSync(dir, 0o700);
    run(path.join(bin, 'initdb'), ['-D', data, '-U', user, '--auth=trust', '-E', 'UTF8', '--no-instructions'], asPostgres);
    const port = await freePort();
    const serverOpts = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    started = true;
    run(
      path.join(bin, 'pg_ctl'),
      ['-D', data, '-o', serverOpts, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start'],
      asPostgres,
    );
    const version = run(path.join(bin, 'postgres'), ['--version'], false).trim().replace(/^.*\) /, '');
    return {
      url: `postgresql://${user}@127.0.0.1:${port}/postgres`,
      port,
      dir,
      version,
      stop: async () => {
        stopSync();
        detach();
      },
    };
  } catch (e) {
    let log = '';
    try {
      log = fs.readFileSync(path.join(dir, 'server.log'), 'utf8');
    } catch {
      /* none */
    }
    stopSync();
    detach();
    throw new Error(`could not start a throwaway PostgreSQL cluster: ${(e as Error).message}${log ? `\nserver.log:\n${log}` : ''}`);
  }
}
