import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { chromiumArgs, chromiumPath } from '@monsoon/e2e/support/browser.ts';
import { benchTmpDir, freePort, sleep } from './server.ts';

// One list of Chromium flags for the e2e journeys and the benchmarks.
export { chromiumArgs, chromiumPath } from '@monsoon/e2e/support/browser.ts';

/** A fresh profile folder under the OS temp folder. */
export const freshProfile = (prefix: string): string => benchTmpDir(prefix);

export interface DebuggableChromium {
  port: number;
  child: ChildProcess;
  close(): Promise<void>;
}

/** Launches Chromium with a remote-debugging port and a fresh profile (for Lighthouse); waits for /json/version. */
export async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const port = await freePort();
  const profile = freshProfile('monsoon-bench-lh-');
  const child = spawn(
    chromiumPath,
    [
      ...chromiumArgs,
      `--remote-debugging-port=${port}`,
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  let err = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (c: string) => {
    if (err.length < 20_000) err += c;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killGroup = (signal: NodeJS.Signals) => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // gone already
    }
  };
  const close = async () => {
    killGroup('SIGTERM');
    const done = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
    if (!done) killGroup('SIGKILL');
    await Promise.race([exited, sleep(3_000)]);
    killGroup('SIGKILL');
    rmSync(profile, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      await close();
      throw new Error(`chromium exited with ${child.exitCode}:\n${err.slice(-2000)}`);
    }
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`, {
        signal: AbortSignal.timeout(1_000),
      });
      if (res.ok) {
        await res.arrayBuffer();
        break;
      }
    } catch {
      // not yet
    }
    if (Date.now() > deadline) {
      await close();
      throw new Error(
        `chromium debugging port ${port} did not answer in 30 s:\n${err.slice(-2000)}`,
      );
    }
    await sleep(100);
  }
  return { port, child, close };
}
