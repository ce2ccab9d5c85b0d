/**
 * Page helpers of the shop: every element is found the way a user (or a screen reader) finds it, by
 * its role and its French accessible name, never by CSS class or test id.
 */
import type { Locator, Page, Request, Response } from 'playwright-core';
import { expect } from 'vitest';
import { CONNECTED_ACK, POST_LOGIN_PATH } from '../../apps/web/app/features/auth/post-login.ts';

/** The header (banner landmark): logo, product search, shop block, cart block, department menu. */
export class Header {
  readonly root: Locator;
  constructor(readonly page: Page) {
    this.root = page.getByRole('banner');
  }

  /** The shop selector trigger: a link before hydration (and without JavaScript), a button after. */
  storeTrigger(kind: 'button' | 'link' = 'button'): Locator {
    return this.root.getByRole(kind, { name: /^(Choisir un magasin|Changer de magasin)$/ });
  }

  /** The current store's name as the header's shop block shows it (`null` in national mode). */
  async storeName(): Promise<string | null> {
    const label = this.root.getByText(/^(Aucun magasin choisi|Votre magasin)$/);
    if ((await label.textContent())?.trim() !== 'Votre magasin') return null;
    // The name follows its label ("Votre magasin" / name / "Changer de magasin").
    return (await label.locator('xpath=following-sibling::*[1]').textContent())?.trim() ?? null;
  }

  /** The cart block: a link to /panier whose accessible name carries the article count and amount. */
  cart(): Locator {
    return this.root.getByRole('link', { name: /^Panier/ });
  }

  /** The article count the cart block announces (NaN when it announces none). */
  async cartCount(): Promise<number> {
    const name = (await this.cart().getAttribute('aria-label')) ?? (await this.cart().textContent()) ?? '';
    const match = /(\d+) articles?/.exec(name);
    return match ? Number(match[1]) : Number.NaN;
  }

  /** The main menu of departments. */
  menu(): Locator {
    return this.root.getByRole('navigation', { name: 'Rayons' });
  }

  /** The menu's toggle on small screens ("Tous les rayons"). */
  menuToggle(): Locator {
    return this.menu().getByRole('button', { name: 'Tous les rayons' });
  }
}

/** The shop selector popin (a modal dialog). */
export class ShopSelector {
  readonly dialog: Locator;
  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: /^(Choisir un magasin|Changer de magasin)$/ });
  }

  searchField(): Locator {
    return this.dialog.getByRole('textbox', { name: 'Code postal ou ville' });
  }

  searchButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Rechercher un magasin' });
  }

  /** The stores found: a radio group named after the search's summary. */
  results(): Locator {
    return this.dialog.getByRole('radiogroup', { name: /magasins? trouvés?/ });
  }

  /** A store of the list, by its name (and, optionally, more of its accessible name: distance…). */
  store(name: string, details?: RegExp): Locator {
    const pattern = `^${escapeRegExp(name)}\\b${details ? `.*${details.source}` : ''}`;
    return this.results().getByRole('radio', { name: new RegExp(pattern) });
  }

  /** Picks a store with the pointer, clicking its name as a user does (the radio itself is hidden). */
  async pick(name: string): Promise<void> {
    await this.results().getByText(name, { exact: true }).click();
  }

  confirmButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Choisir ce magasin' });
  }

  closeButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Fermer' });
  }
}

/** The shop as one user sees it: navigation, header, popin, notifications. */
export class Shop {
  readonly header: Header;
  readonly selector: ShopSelector;
  /** Script errors and console errors of the page (hydration mismatches included). */
  readonly errors: string[] = [];
  constructor(readonly page: Page) {
    this.header = new Header(page);
    this.selector = new ShopSelector(page);
    page.on('pageerror', (error) => this.errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') this.errors.push(message.text());
    });
  }

  /**
   * The errors seen so far, leaving out the browser's own line for an answer with an error status
   * (the not-found page and its data answer 404 on purpose).
   */
  unexpectedErrors(): string[] {
    return this.errors.filter(
      (text) => !/^Failed to load resource: the server responded with a status of 404\b/.test(text),
    );
  }

  /** Opens an address and, with JavaScript, waits until the page is interactive (hydrated). */
  async open(path: string, options: { javaScript?: boolean } = {}): Promise<Response> {
    const response = await this.page.goto(path);
    if (!response) throw new Error(`Aucune réponse pour ${path}`);
    if (options.javaScript !== false) await this.hydrated();
    return response;
  }

  /**
   * Logs in with the login page's plain form. With JavaScript, then closes each popin of the
   * steps after login until the page acknowledges the end of the sequence (`etape=connecte`): on a
   * loaded machine a popin shows late, after hydration and its own chunk, so counting the dialogs once
   * the network is idle could miss it and leave the page inert under it.
   */
  async logIn(account: { email: string; password: string }, options: { javaScript?: boolean } = {}) {
    const javaScript = options.javaScript !== false;
    await this.open('/connexion', { javaScript });
    const main = this.main();
    await main.getByRole('textbox', { name: 'Adresse email' }).fill(account.email);
    await main.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    const settled = javaScript
      ? this.page.waitForRequest((request) => isPostLoginPost(request, CONNECTED_ACK), { timeout: 90_000 })
      : null;
    settled?.catch(() => {});
    await Promise.all([
      this.page.waitForEvent('load'),
      main.getByRole('button', { name: 'Me connecter' }).click(),
    ]);
    if (!settled) return;
    const popin = this.page.getByRole('dialog').first();
    for (;;) {
      const next = await Promise.race([
        settled.then(() => 'settled' as const),
        popin.waitFor({ timeout: 90_000 }).then(
          () => 'popin' as const,
          () => 'settled' as const,
        ),
      ]);
      if (next === 'settled') break;
      const shown = await popin.elementHandle();
      await popin.getByRole('button', { name: 'Fermer' }).click();
      await shown?.waitForElementState('hidden');
    }
    await settled;
  }

  /**
   * Closes a popin shown after login with one of its buttons, and waits until the server has taken
   * note (`POST /ressources/apres-connexion`): a page loaded before that would show it again.
   */
  async closePostLoginPopin(button: Locator): Promise<void> {
    await Promise.all([
      this.page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          // React Router posts to the route's data address (`…/apres-connexion.data`).
          new URL(response.url()).pathname.startsWith('/ressources/apres-connexion'),
      ),
      button.click(),
    ]);
  }

  /**
   * The server's answer to the end of the steps after login (`etape=connecte`): a page loaded before
   * it would show the popins again. Start waiting before the action that ends the steps.
   */
  connectedAcknowledged(): Promise<unknown> {
    return this.page.waitForResponse((response) => isPostLoginPost(response.request(), CONNECTED_ACK));
  }

  /** Hydration turns the header's store link into a button that opens the popin. */
  async hydrated(): Promise<void> {
    await this.header.storeTrigger('button').waitFor({ state: 'visible' });
  }

  /** The page's main landmark (the content between header and footer). */
  main(): Locator {
    return this.page.getByRole('main');
  }

  heading(name: string | RegExp): Locator {
    return this.main().getByRole('heading', { level: 1, name });
  }

  /** The notifications region (toasts). */
  notifications(): Locator {
    return this.page.getByRole('region', { name: 'Notifications' });
  }

  /** The current path and query, as the address bar shows them. */
  location(): string {
    const url = new URL(this.page.url());
    return url.pathname + url.search;
  }

  /** By how many pixels the page can be scrolled sideways (it must not be, from 320 px wide). */
  async horizontalOverflow(): Promise<number> {
    return this.page.evaluate(() => {
      const { document } = globalThis as unknown as InPage;
      const root = document.documentElement;
      return Math.max(root.scrollWidth, document.body.scrollWidth) - root.clientWidth;
    });
  }

  /** The number of entries of the tab's history. */
  historyLength(): Promise<number> {
    return this.page.evaluate(() => (globalThis as unknown as InPage).history.length);
  }

  /** Presses Tab until `target` has the focus (at most `max` times); fails otherwise. */
  async tabTo(target: Locator, max = 12): Promise<void> {
    for (let i = 0; i < max; i++) {
      if (await isFocused(target)) return;
      await this.page.keyboard.press('Tab');
    }
    expect(await isFocused(target), 'focus reached by the Tab key').toBe(true);
  }
}

export function isFocused(locator: Locator): Promise<boolean> {
  return locator
    .evaluate((element) => element === (globalThis as unknown as InPage).document.activeElement)
    .catch(() => false);
}

/** What the helpers read inside the page (the project's TypeScript settings have no DOM types). */
interface InPage {
  document: {
    documentElement: { scrollWidth: number; clientWidth: number };
    body: { scrollWidth: number };
    activeElement: unknown;
  };
  history: { length: number };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A post of the steps after login (React Router posts to the route's data address `….data`). */
function isPostLoginPost(request: Request, step?: string): boolean {
  return (
    request.method() === 'POST' &&
    new URL(request.url()).pathname.startsWith(POST_LOGIN_PATH) &&
    (step === undefined || new URLSearchParams(request.postData() ?? '').get('etape') === step)
  );
}
