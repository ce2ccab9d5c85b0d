/**
 * Every link of the header (with the department menu), the navigation menus and the footer of the
 * home page, a store page and the account area leads to a page: 200, or a 301 to a page that answers
 * 200. A link answering anything else fails the journey, unless it is listed in `NOT_BUILT_YET`; a
 * listed link that answers becomes a failure too, so that the list only ever shrinks.
 */
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { APIRequestContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage } from '../support/browser.ts';
import { journey } from '../support/journey.ts';

const ACCOUNT = { email: 'marie.dupont@exemple.fr', password: 'Courses2024' };

/**
 * Addresses not built yet: the account menu's delivery subscriptions and loyalty pages belong to
 * the loyalty and subscription features, which no issue has built so far.
 */
const NOT_BUILT_YET: string[] = [];

const j = journey();

function aStorePage(): string {
  const db = new SQLite(path.join(inject('dataDir'), 'cabas.sqlite'), { readonly: true });
  try {
    const store = db
      .prepare('SELECT id, alias_web FROM stores WHERE is_national = 0 ORDER BY id LIMIT 1')
      .get() as { id: number; alias_web: string };
    return `/magasins/${store.alias_web}-m-${store.id}`;
  } finally {
    db.close();
  }
}

/** The same-site addresses of the links of the header, navigation menus and footer of the open page. */
async function frameLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('header a[href], nav a[href], footer a[href]')
    .evaluateAll((links) => links.map((link) => (link as unknown as { href: string }).href));
  const origin = new URL(page.url()).origin;
  return hrefs.flatMap((href) => {
    const url = new URL(href);
    return url.origin === origin ? [url.pathname + url.search] : [];
  });
}

/** `ok`, or what the address answered (its status, or the status its 301 leads to). */
async function outcome(request: APIRequestContext, address: string): Promise<string> {
  const first = await request.get(address, { maxRedirects: 0 });
  if (first.status() === 200) return 'ok';
  if (first.status() !== 301) return String(first.status());
  const target = first.headers().location ?? '';
  const second = await request.get(target, { maxRedirects: 0 });
  return second.status() === 200 ? 'ok' : `301 -> ${target} ${second.status()}`;
}

async function crawl(page: Page, addresses: string[]): Promise<Map<string, string>> {
  const found = new Set<string>();
  for (const address of addresses) {
    await page.goto(address);
    found.add(address);
    for (const link of await frameLinks(page)) found.add(link);
  }
  const results = new Map<string, string>();
  for (const address of [...found].sort()) results.set(address, await outcome(page.request, address));
  return results;
}

function check(results: Map<string, string>) {
  const broken = [...results].filter(
    ([address, result]) => result !== 'ok' && !NOT_BUILT_YET.includes(address),
  );
  expect(broken, 'liens cassés').toEqual([]);
  const nowBuilt = NOT_BUILT_YET.filter((address) => results.get(address) === 'ok');
  expect(nowBuilt, 'pages construites : à retirer de NOT_BUILT_YET').toEqual([]);
}

describe('the links of the header, menus and footer', () => {
  let storePage: string;
  beforeAll(() => {
    storePage = aStorePage();
  });

  it('lead to pages on the home page and a store page (visitor)', async () => {
    const results = await crawl(j.page, ['/', storePage]);
    expect(results.size).toBeGreaterThan(30);
    check(results);
  });

  it('lead to pages in the account area (logged in)', async () => {
    const page = await newPage(j.browser);
    await page.goto('/connexion');
    await page.getByRole('main').getByRole('textbox', { name: 'Adresse email' }).fill(ACCOUNT.email);
    await page.getByRole('main').getByLabel('Mot de passe', { exact: true }).fill(ACCOUNT.password);
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('main').getByRole('button', { name: 'Me connecter' }).click(),
    ]);
    await page.getByRole('banner').getByText('Bonjour Marie').waitFor();
    const results = await crawl(page, ['/mon-compte']);
    expect([...results.keys()]).toContain('/mon-compte/mes-adresses');
    check(results);
  });
});
