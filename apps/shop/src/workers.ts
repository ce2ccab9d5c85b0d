/**
 * How many processes serve the shop (`WEB_CONCURRENCY`): one by default; `auto` or a number for one
 * worker per core in production. Node's cluster module shares the listening socket among the
 * workers. Login lockouts and burst limits must then be counted in one place for all of them, so
 * several workers need Redis (`REDIS_URL`).
 */
export type WorkerPlan = { workers: number } | { error: string };

export function workerPlan(env: NodeJS.ProcessEnv, cores: number): WorkerPlan {
  const raw = env.WEB_CONCURRENCY?.trim();
  let workers = 1;
  if (raw === 'auto') workers = Math.max(1, cores);
  else if (raw) {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1 || n > 64)
      return { error: `WEB_CONCURRENCY doit valoir « auto » ou un entier de 1 à 64 (reçu : « ${raw} »).` };
    workers = n;
  }
  if (workers > 1 && !env.REDIS_URL)
    return {
      error:
        'Plusieurs processus (WEB_CONCURRENCY) demandent REDIS_URL : les verrouillages de connexion et ' +
        'les limites de débit doivent être comptés au même endroit pour tous.',
    };
  return { workers };
}
