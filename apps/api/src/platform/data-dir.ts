import fs from 'node:fs';
import path from 'node:path';

/**
 * The data folder holds customers' data and the signing secrets: only the shop's user may read it.
 * Folders are made 0700 and files 0600, whatever the umask.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
const STICKY_BIT = 0o1000;

/** Creates `dir` and its missing parents private (0700); an existing folder is left as it is. */
export function createPrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/**
 * Creates the data folder private, or takes group and other access off an existing one (made by an
 * earlier version): its files are then out of other users' reach, whatever their own modes. A shared
 * folder (sticky bit, as /tmp) or another user's is left alone.
 */
export function makeDataDirPrivate(dir: string): void {
  createPrivateDir(dir);
  const { mode } = fs.statSync(dir);
  if (!(mode & 0o077) || mode & STICKY_BIT) return;
  try {
    fs.chmodSync(dir, mode & PRIVATE_DIR_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
  }
}

/** Makes the files of `files` that exist private (0600). */
export function makePrivateFiles(...files: string[]): void {
  for (const file of files) {
    try {
      fs.chmodSync(file, PRIVATE_FILE_MODE);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

/** Throws the system's error (EACCES, EROFS, ENOSPC…) when a file cannot be written in `dir`. */
export function assertWritable(dir: string): void {
  const file = path.join(dir, `.ecriture-${process.pid}`);
  fs.writeFileSync(file, 'ok', { mode: PRIVATE_FILE_MODE });
  fs.rmSync(file);
}
