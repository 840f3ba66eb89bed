import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * One process per embedded data folder. PGlite keeps the database in memory and writes it back to the folder,
 * so two processes on one folder each see only their own writes and the last to close wins (acknowledged
 * deposits vanish). `lockDataDir` creates `<dataDir>/.lock` with O_EXCL holding this process id; a second
 * process finds it and refuses with `DataDirLocked`. A lock left by a process that no longer runs (kill -9,
 * power loss) is taken over.
 */
export class DataDirLocked extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by process ${pid} (a running server or CLI). ` +
        'Only one process may open the embedded database: stop that process, ask the running server ' +
        '(the operator CLIs do when PORT and ADMIN_TOKEN reach it), or use DATABASE_URL.',
    );
    this.name = 'DataDirLocked';
  }
}

export const LOCK_FILE = '.lock';

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists but belongs to someone else.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holder(file: string): number {
  try {
    return Number(readFileSync(file, 'utf8').trim());
  } catch {
    return 0;
  }
}

/** Takes the folder's lock or throws `DataDirLocked`; returns the release function (idempotent). */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (holder(file) === process.pid) rmSync(file, { force: true });
      };
      process.on('exit', release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = holder(file);
      if (pid === process.pid || alive(pid)) throw new DataDirLocked(dataDir, pid);
      // Stale: its process is gone. Remove it and try again (another process may win the race; then we refuse).
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLocked(dataDir, holder(file));
}
