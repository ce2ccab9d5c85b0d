import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../database.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { Outbox, type OutboxOptions } from './outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** E-mails to send in a transaction, and the worker that sends them (platform/outbox). */
    outbox: Outbox;
  }
}

export interface OutboxSettings extends Partial<OutboxOptions> {
  /** Another transport (tests); by default the one of SMTP_URL, else .eml files under DATA_DIR/mail. */
  mailer?: Mailer;
  /** false: no worker (a process that only writes, or a test that sends by `drain`). */
  autostart?: boolean;
}

export const DEFAULT_MAIL_FROM = 'Cabas <ne-pas-repondre@cabas.example>';

/** The process's outbox and its worker, started when the app is ready and stopped when it closes. */
export function registerOutbox(
  app: FastifyInstance,
  deps: {
    database: Database;
    config: { dataDir?: string; smtpUrl?: string; mailFrom?: string };
    outbox?: OutboxSettings;
  },
): Outbox {
  const { mailer, autostart, ...options } = deps.outbox ?? {};
  const transport =
    mailer ??
    createMailer({
      from: deps.config.mailFrom ?? DEFAULT_MAIL_FROM,
      smtpUrl: deps.config.smtpUrl,
      mailDir: deps.config.dataDir ? path.join(deps.config.dataDir, 'mail') : undefined,
    });
  // The scheduled jobs use the services, built with this outbox: the app adds them (`outbox.schedule`).
  const outbox = new Outbox(deps.database.db, transport, app.log, options);
  app.decorate('outbox', outbox);
  if (autostart !== false) app.addHook('onReady', async () => outbox.start());
  app.addHook('onClose', async () => outbox.close());
  return outbox;
}
