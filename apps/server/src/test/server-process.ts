import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer as createNetServer } from 'node:net';
import pg from 'pg';
import { templateDbName, withDatabase } from './template.ts';

/**
 * What the tests that run real server processes share (the crash tests of the wallet and of lottery
 * settlement): a free port, stopping a process and waiting for it, and a database of their own.
 */

/** A TCP port nothing listens on right now. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = createNetServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
    srv.on('error', reject);
  });

/** Sends `signal` and waits for the process to exit (at once when it already has). */
export async function stopProcess(
  child: ChildProcess,
  signal: 'SIGKILL' | 'SIGTERM',
): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await exited;
}

/**
 * A PostgreSQL database copied from this run's seeded template, named `prefix` + random hex (a server
 * process opens it by URL); `drop` removes it.
 */
export async function copyTemplateDatabase(
  testUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${templateDbName}`);
  await admin.end();
  return {
    url: withDatabase(testUrl, name),
    drop: async () => {
      const a = new pg.Client({ connectionString: testUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
