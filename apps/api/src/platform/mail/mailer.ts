import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SentMail {
  messageId: string;
  /** The .eml file written, when mail goes to files. */
  file: string | null;
}

export interface MailLog {
  error(details: object, message: string): void;
}

/**
 * Outgoing mail: real RFC 5322 messages (text and HTML), written as .eml files under DATA_DIR/mail by
 * default, or sent by SMTP when SMTP_URL is set. `dispatch` sends in the background, so that a
 * request's answer time never depends on the mail server (nor tells whether a mail left).
 */
export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  dispatch(message: MailMessage): void;
  /** Resolves when every dispatched message has been handled. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  from: string;
  smtpUrl?: string;
  /** Folder of the .eml files; without one (and without SMTP) messages are only composed. */
  mailDir?: string;
  log: MailLog;
}

function fileName(now: Date) {
  const stamp = now.toISOString().replaceAll(':', '-').replace('.', '-');
  return `${stamp}-${randomBytes(4).toString('hex')}.eml`;
}

export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const pending = new Set<Promise<unknown>>();

  async function send(message: MailMessage): Promise<SentMail> {
    const info: { messageId: string; message?: Buffer } = await transport.sendMail({
      from: options.from,
      ...message,
    });
    if (options.smtpUrl || !options.mailDir) return { messageId: info.messageId, file: null };
    fs.mkdirSync(options.mailDir, { recursive: true, mode: 0o700 });
    const file = path.join(options.mailDir, fileName(new Date()));
    // Written aside then renamed, so that a reader never sees half a message.
    await fs.promises.writeFile(`${file}.part`, info.message ?? '', { mode: 0o600 });
    await fs.promises.rename(`${file}.part`, file);
    return { messageId: info.messageId, file };
  }

  return {
    send,
    dispatch(message) {
      const sending = send(message)
        .catch((error: unknown) => options.log.error({ err: error }, 'mail not sent'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async idle() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
    async close() {
      await this.idle();
      transport.close();
    },
  };
}
