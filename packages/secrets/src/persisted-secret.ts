import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The shortest secret accepted, from the environment or from a file. */
export const SECRET_MIN_LENGTH = 32;

/**
 * A secret kept in DATA_DIR/secrets/<name>. With `create`, it is made on first use; `wx` keeps the
 * first writer's value when several processes start together on the same data folder. `null` when
 * the file is missing (and not to be created) or holds less than `SECRET_MIN_LENGTH` characters.
 */
export function persistedSecret(
  dataDir: string,
  name: string,
  { create }: { create: boolean },
): string | null {
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, name);
  if (create) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    try {
      fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  try {
    const value = fs.readFileSync(file, 'utf8').trim();
    return value.length >= SECRET_MIN_LENGTH ? value : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The file a secret is kept in, for messages. */
export const persistedSecretFile = (dataDir: string, name: string) => path.join(dataDir, 'secrets', name);
