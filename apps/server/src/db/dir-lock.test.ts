import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { acquireDirLock } from './dir-lock.ts';

const tmp = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'lock-')), 'db.lock');

describe('acquireDirLock', () => {
  it('writes our pid and removes the file on release', () => {
    const file = tmp();
    const release = acquireDirLock(file);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses while another live process holds the lock', async () => {
    const file = tmp();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(file, String(other.pid));
      expect(() => acquireDirLock(file)).toThrow(/in use by process/);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a dead process', () => {
    const file = tmp();
    writeFileSync(file, '999999999');
    const release = acquireDirLock(file);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
  });
});
