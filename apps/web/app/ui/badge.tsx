import type { ReactNode } from 'react';
import styles from './badge.module.css';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** A short status label (order statuses: warning / success / danger). */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}

/** commandee → warning, retiree → success, any other status → danger. */
export function orderStatusTone(statut: string): BadgeTone {
  const code = statut.toLowerCase();
  if (code === 'commandee') return 'warning';
  if (code === 'retiree') return 'success';
  return 'danger';
}
