// The supervising half of `npm start`: forwards Ctrl-C and SIGTERM to the shop's process and exits as
// it did, so that a supervisor (systemd, Docker, Kubernetes) restarts a shop that died on its own.
import os from 'node:os';

const FORWARDED = ['SIGINT', 'SIGTERM'];

/**
 * The exit status and the reason to log for a child that ended with `code` or `signal`, `forwarded`
 * being the stop signal this process passed on to it (if any). A stop that was asked for exits 0; a
 * death by another signal (kill -9, the kernel's out-of-memory killer) exits 128 + its number, the
 * shell's convention; an error exit keeps its code.
 */
export function childOutcome(code, signal, forwarded) {
  if (signal) {
    if (signal === forwarded) return { status: 0 };
    const number = os.constants.signals[signal] ?? 0;
    const why = signal === 'SIGKILL' ? ' (arrêt forcé, par exemple faute de mémoire)' : '';
    return {
      status: 128 + number,
      reason: `La boutique a été arrêtée par le signal ${signal}${why} : sortie avec le code ${128 + number}.`,
    };
  }
  if (code === 0 || code === null) return { status: 0 };
  return { status: code, reason: `La boutique s'est arrêtée avec le code d'erreur ${code}.` };
}

/** Keeps `child` under watch: passes stop signals on, then exits with its outcome. */
export function supervise(child, { log = console.error, exit = process.exit } = {}) {
  let forwarded;
  for (const signal of FORWARDED)
    process.on(signal, () => {
      forwarded = signal;
      child.kill(signal);
    });
  child.on('error', (error) => {
    log(`Impossible de lancer la boutique : ${error.message}`);
    exit(1);
  });
  child.on('exit', (code, signal) => {
    const { status, reason } = childOutcome(code, signal, forwarded);
    if (reason) log(reason);
    exit(status);
  });
}
