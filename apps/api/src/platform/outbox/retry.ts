export interface RetryPolicy {
  /** Attempts in all, the first one included; after the last failure the message is `echec`. */
  maxAttempts: number;
  /** Wait after the first failure; it doubles after each of the next ones… */
  baseMs: number;
  /** …up to this. */
  maxMs: number;
}

/** 30 s, 1, 2, 4, 8, 16, 32 min, then hourly: twelve attempts cover an SMTP outage of about 5 hours. */
export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 12, baseMs: 30_000, maxMs: 3_600_000 };

/** How long to wait after the `attempts`-th failed attempt, or null when it was the last one. */
export function retryDelayMs(attempts: number, policy: RetryPolicy): number | null {
  if (attempts >= policy.maxAttempts) return null;
  return Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempts - 1));
}
