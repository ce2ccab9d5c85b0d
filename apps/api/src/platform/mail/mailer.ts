import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage<Attachment = MailAttachment> {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (the newsletters' List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /** Files sent with the message; an image with a `cid` is shown in the HTML (`<img src="cid:…">`). */
  attachments?: Attachment[];
}

/**
 * A file of a message, as nodemailer takes it: its bytes in base64. With `cid`, an inline image of
 * the HTML part (the order confirmation's QR code).
 */
export interface MailAttachment {
  filename: string;
  contentType: string;
  cid?: string;
  content: string;
  encoding: 'base64';
}

/**
 * An inline QR code of `qrCodeOf`, stored in the outbox as its text and drawn as a PNG when the
 * message leaves (`drawAttachments`): drawing takes milliseconds that the transaction writing the
 * message (an order's placement) need not hold its lock for.
 */
export interface QrCodeAttachment {
  filename: string;
  cid: string;
  qrCodeOf: string;
}

/** A message as the outbox stores it: its QR codes not drawn yet. */
export type QueuedMail = MailMessage<MailAttachment | QrCodeAttachment>;

export interface SentMail {
  messageId: string;
  /** The .eml file written, when mail goes to files. */
  file: string | null;
}

export interface SendOptions {
  /**
   * A stable identity of the message (the outbox gives its row's): the local part of its Message-ID
   * and the name of its .eml file, so that sending it again after a crash is recognisable by the
   * receiver and overwrites the file instead of adding one.
   */
  key?: string;
}

/**
 * Outgoing mail: real RFC 5322 messages (text and HTML), written as .eml files under DATA_DIR/mail by
 * default, or sent by SMTP when SMTP_URL is set. The application does not call it directly: messages
 * go through the outbox (platform/outbox), whose worker sends them with retries.
 */
export interface Mailer {
  send(message: MailMessage, options?: SendOptions): Promise<SentMail>;
  close(): Promise<void>;
}

export interface MailerOptions {
  from: string;
  smtpUrl?: string;
  /** Folder of the .eml files; without one (and without SMTP) messages are only composed. */
  mailDir?: string;
}

/**
 * Bounds of one SMTP exchange, unless the URL sets them: a send must end well within the outbox's
 * lease, or another process could take the message over while it is still being sent.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function smtpUrlWithTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  }
  return url.toString();
}

function stamp(now: Date) {
  return now.toISOString().replaceAll(':', '-').replace('.', '-');
}

/** The domain of the sender's address, for Message-IDs. */
function senderDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'cabas.example';
}

export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(smtpUrlWithTimeouts(options.smtpUrl))
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const domain = senderDomain(options.from);

  return {
    async send(message, { key } = {}) {
      const info: { messageId: string; message?: Buffer } = await transport.sendMail({
        from: options.from,
        ...message,
        ...(key ? { messageId: `<${key}@${domain}>` } : {}),
      });
      if (options.smtpUrl || !options.mailDir) return { messageId: info.messageId, file: null };
      fs.mkdirSync(options.mailDir, { recursive: true, mode: 0o700 });
      const name = key ?? `${stamp(new Date())}-${randomBytes(4).toString('hex')}`;
      const file = path.join(options.mailDir, `${name}.eml`);
      // Written aside then renamed, so that a reader never sees half a message.
      await fs.promises.writeFile(`${file}.part`, info.message ?? '', { mode: 0o600 });
      await fs.promises.rename(`${file}.part`, file);
      return { messageId: info.messageId, file };
    },
    async close() {
      transport.close();
    },
  };
}
