/**
 * Failures of the storage itself (full disk, read-only file system or database, a file that cannot be
 * opened), as opposed to a bug: the service cannot work until an operator frees space or fixes access.
 */
const SQLITE_PREFIXES = ['SQLITE_FULL', 'SQLITE_READONLY', 'SQLITE_CANTOPEN', 'SQLITE_IOERR'];
const SYSTEM_CODES = new Set(['EACCES', 'EPERM', 'ENOSPC', 'EROFS', 'EDQUOT', 'ENOTDIR', 'EISDIR']);
/** PostgreSQL: disk_full, read_only_sql_transaction. */
const POSTGRES_CODES = new Set(['53100', '25006']);

const CAUSES: [test: (code: string) => boolean, cause: string][] = [
  [(c) => c === 'ENOSPC' || c === 'EDQUOT' || c === '53100' || c.startsWith('SQLITE_FULL'), 'disque plein'],
  [(c) => c === 'EROFS' || c === '25006' || c.startsWith('SQLITE_READONLY'), 'lecture seule'],
  [(c) => c === 'EACCES' || c === 'EPERM', 'permission refusée'],
  [(c) => c === 'ENOTDIR', 'un élément du chemin est un fichier, pas un dossier'],
  [(c) => c === 'EISDIR', 'un dossier se trouve à la place du fichier'],
  [(c) => c.startsWith('SQLITE_CANTOPEN'), 'fichier impossible à ouvrir'],
  [(c) => c.startsWith('SQLITE_IOERR'), 'erreur d’entrée-sortie du disque'],
];

function isStorageCode(code: string): boolean {
  return (
    SYSTEM_CODES.has(code) || POSTGRES_CODES.has(code) || SQLITE_PREFIXES.some((p) => code.startsWith(p))
  );
}

/** The storage error code of `error` or of one of its causes (SQLITE_FULL, ENOSPC, 53100…), if any. */
export function storageFailureCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as Error).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && isStorageCode(code)) return code;
  }
  return undefined;
}

/** The cause of a storage failure in French, for the operator: « disque plein (SQLITE_FULL) ». */
export function describeStorageFailure(code: string): string {
  const cause = CAUSES.find(([test]) => test(code))?.[1];
  return cause ? `${cause} (${code})` : code;
}
