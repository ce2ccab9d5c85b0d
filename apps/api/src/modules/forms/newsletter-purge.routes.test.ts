import { API_ERROR_CODES, formMessages } from '@cabas/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  appToken,
  bearer,
  decodeQuotedPrintable,
  sentMails,
  solvedCaptcha,
} from '../../../test/accounts-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import {
  NewsletterDelayError,
  newsletterPurgeJob,
  UNCONFIRMED_NEWSLETTER_DAYS_MIN,
  unconfirmedNewsletterDays,
} from './newsletter-purge.ts';

/** Unconfirmed newsletter addresses are deleted after the delay; confirmed and recent ones stay. */

let t: TestApp;
afterEach(() => t?.close());

const STORE = 12;
const DAY = 86_400_000;

async function post(url: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: bearer(await appToken(t)),
    payload,
  });
}

const subscribe = async (email: string) =>
  post('/formulaires/inscriptionAnonymeNewsletter', {
    email,
    magasin_id: STORE,
    altcha: await solvedCaptcha(t),
  });

const confirm = (token: string) => post('/formulaires/inscriptionAnonymeNewsletter/confirmation', { token });

/** The confirmation link's token of the last mail sent to `email`, once `count` mails are out. */
async function tokenFor(email: string, count: number): Promise<string> {
  const eml = (await sentMails(t, count))
    .map(decodeQuotedPrintable)
    .findLast((m) => m.includes(`To: ${email}`));
  const match = eml?.match(/formulaire-newsletter\/confirmation\?token=([\w.%-]+)/);
  if (!match) throw new Error(`no confirmation link for ${email}`);
  return decodeURIComponent(match[1]!);
}

const subscriptions = async () =>
  (
    await t.database.db
      .selectFrom('newsletter_email_subscriptions')
      .select(['email', 'confirmed_at'])
      .orderBy('email')
      .execute()
  ).map((row) => `${row.email}${row.confirmed_at ? ' (confirmée)' : ''}`);

const newsletterRequests = async () =>
  (
    await t.database.db
      .selectFrom('form_requests')
      .select('email')
      .where('kind', '=', 'newsletter')
      .orderBy('email')
      .execute()
  ).map((row) => row.email);

describe('the clean-up of unconfirmed newsletter addresses', () => {
  it('deletes an address left unconfirmed past the delay, keeps a recent one and the confirmed ones', async () => {
    let now = new Date();
    t = await createTestApp({ clock: () => now });
    const start = now;
    await subscribe('oubli@exemple.fr');
    await subscribe('confirme@exemple.fr');
    await confirm(await tokenFor('confirme@exemple.fr', 2));
    const forgottenToken = await tokenFor('oubli@exemple.fr', 2);

    // Three days later another address subscribes and does not confirm yet.
    now = new Date(start.getTime() + 3 * DAY);
    await subscribe('recente@exemple.fr');

    const job = newsletterPurgeJob(t.app.services.forms, UNCONFIRMED_NEWSLETTER_DAYS_MIN);
    // Not yet past the delay: nothing goes.
    await job.run(t.database.db, new Date(start.getTime() + 7 * DAY - 60_000));
    expect(await subscriptions()).toEqual([
      'confirme@exemple.fr (confirmée)',
      'oubli@exemple.fr',
      'recente@exemple.fr',
    ]);

    now = new Date(start.getTime() + 7 * DAY + 60_000);
    await job.run(t.database.db, now);
    expect(await subscriptions()).toEqual(['confirme@exemple.fr (confirmée)', 'recente@exemple.fr']);
    // Its request goes with it; the confirmed one's stays (the proof of consent).
    expect(await newsletterRequests()).toEqual(['confirme@exemple.fr', 'recente@exemple.fr']);

    // The link of the removed address answers the clear message, and changes nothing.
    const late = await confirm(forgottenToken);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({
      message: formMessages.newsletterLinkExpired,
      code: API_ERROR_CODES.newsletterConfirmationExpired,
    });
    expect(await subscriptions()).toEqual(['confirme@exemple.fr (confirmée)', 'recente@exemple.fr']);

    // The address may subscribe again: a new request, a new link that works.
    expect((await subscribe('oubli@exemple.fr')).statusCode).toBe(202);
    const again = await confirm(await tokenFor('oubli@exemple.fr', 4));
    expect(again.statusCode).toBe(200);
    expect(await subscriptions()).toContain('oubli@exemple.fr (confirmée)');
  });

  it('counts the delay from the last request of the address', async () => {
    let now = new Date();
    t = await createTestApp({ clock: () => now });
    const start = now;
    await subscribe('relance@exemple.fr');
    now = new Date(start.getTime() + 5 * DAY);
    await subscribe('relance@exemple.fr');
    const removed = await t.app.services.forms.purgeUnconfirmedNewsletters(
      new Date(start.getTime() + 8 * DAY),
      7,
    );
    expect(removed).toBe(0);
    expect(await subscriptions()).toEqual(['relance@exemple.fr']);
    expect(
      await t.app.services.forms.purgeUnconfirmedNewsletters(new Date(start.getTime() + 12 * DAY + 1000), 7),
    ).toBe(1);
    expect(await subscriptions()).toEqual([]);
    expect(await newsletterRequests()).toEqual([]);
  });

  it('is a job of the outbox worker', async () => {
    t = await createTestApp();
    const job = () =>
      t.database.db
        .selectFrom('scheduled_jobs')
        .select(['last_run_at', 'last_error'])
        .where('name', '=', 'purge-newsletter-non-confirmees')
        .executeTakeFirst();
    // The started worker runs it at its first look (this process's look may find it held meanwhile).
    await vi.waitFor(async () => {
      await t.app.outbox.runDueJobs();
      expect((await job())?.last_run_at).toBeTruthy();
    }, 10_000);
    expect((await job())?.last_error).toBeNull();
  });
});

describe('NEWSLETTER_UNCONFIRMED_DAYS', () => {
  it('defaults to the confirmation link validity and refuses a shorter or malformed delay', () => {
    expect(unconfirmedNewsletterDays(undefined)).toBe(7);
    expect(unconfirmedNewsletterDays(' ')).toBe(7);
    expect(unconfirmedNewsletterDays('30')).toBe(30);
    for (const wrong of ['3', '0', '-7', '7.5', 'sept', '366'])
      expect(() => unconfirmedNewsletterDays(wrong)).toThrow(NewsletterDelayError);
    expect(loadConfig({ NEWSLETTER_UNCONFIRMED_DAYS: '14' }).newsletterUnconfirmedDays).toBe(14);
  });
});
