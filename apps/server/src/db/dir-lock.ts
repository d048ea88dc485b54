import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err instanceof Error && 'code' in err && err.code === 'EPERM';
  }
};

/**
 * Takes an exclusive lock file holding our pid. PGlite does not stop a second process from opening
 * the same folder (which corrupts it), so the server refuses to start while another live process
 * holds the lock; a lock left by a dead process is taken over. Returns the release function.
 */
export function acquireDirLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (!released) rmSync(lockPath, { force: true });
        released = true;
      };
    } catch (err) {
      if (!(err instanceof Error && 'code' in err && err.code === 'EEXIST')) throw err;
      const holder = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) {
        throw new Error(
          `The embedded database is in use by process ${holder} (${lockPath}). Stop it first, or set DATABASE_URL.`,
          { cause: err },
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}
