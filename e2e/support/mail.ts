/**
 * The e-mails the shop sent during the journeys: .eml files under the test server's DATA_DIR/mail
 * (see global-setup.ts). Read as a user reads them: by recipient, newest first, links decoded.
 */
import fs from 'node:fs';
import path from 'node:path';
import { inject, vi } from 'vitest';

const mailDir = () => path.join(inject('dataDir'), 'mail');

/** Undoes the quoted-printable soft line breaks and escapes (RFC 2045 §6.7). */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The raw messages sent to `address`, newest first. */
export function mailsTo(address: string): string[] {
  let files: string[];
  try {
    files = fs.readdirSync(mailDir()).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .sort()
    .reverse()
    .map((name) => fs.readFileSync(path.join(mailDir(), name), 'utf8'))
    .filter((raw) => new RegExp(`^To: .*${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(raw));
}

/** Waits for a message to `address` holding a link to `pathname`, and gives that link's path and query. */
export function waitForLink(address: string, pathname: string, timeoutMs = 10_000): Promise<string> {
  return vi.waitFor(() => {
    const raw = mailsTo(address)[0];
    if (!raw) throw new Error(`Aucun e-mail pour ${address}`);
    const match = new RegExp(`https?://[^\\s"<>]+${pathname}\\?[^\\s"<>]+`).exec(decodeQuotedPrintable(raw));
    if (!match) throw new Error(`Aucun lien ${pathname} dans l'e-mail pour ${address}`);
    const url = new URL(match[0].replace(/&amp;/g, '&'));
    return url.pathname + url.search;
  }, timeoutMs);
}
