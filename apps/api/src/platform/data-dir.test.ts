import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeDataDirPrivate } from './data-dir.ts';
import { createMailer } from './mail/mailer.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabas-data-dir-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const modeOf = (file: string) => fs.statSync(file).mode & 0o7777;

describe('the data folder (DATA_DIR)', () => {
  it('is created 0700, its missing parents too', () => {
    const dataDir = path.join(tempDir(), 'srv', 'cabas');
    makeDataDirPrivate(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.dirname(dataDir))).toBe(0o700);
  });

  it('made readable by others by an earlier version becomes 0700', () => {
    const dataDir = tempDir();
    fs.chmodSync(dataDir, 0o755);
    makeDataDirPrivate(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
  });

  it('is left alone when it is a shared folder such as /tmp (sticky bit)', () => {
    const dataDir = tempDir();
    fs.chmodSync(dataDir, 0o1777);
    makeDataDirPrivate(dataDir);
    expect(modeOf(dataDir)).toBe(0o1777);
  });

  it('keeps the mails in a private folder, each file 0600', async () => {
    const mailDir = path.join(tempDir(), 'mail');
    const mailer = createMailer({ from: 'Cabas <ne-pas-repondre@cabas.example>', mailDir });
    const { file } = await mailer.send({
      to: 'marie.dupont@exemple.fr',
      subject: 'Essai',
      text: 'Bonjour',
      html: '<p>Bonjour</p>',
    });
    await mailer.close();
    expect(modeOf(mailDir)).toBe(0o700);
    expect(modeOf(file!)).toBe(0o600);
  });
});
