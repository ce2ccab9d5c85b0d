import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];

function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(
      "Chromium est introuvable : installez le paquet Debian 'chromium' (apt-get install chromium).",
    );
  }
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

export const baseUrl = () => inject('baseUrl');

export interface PageOptions {
  width?: number;
  height?: number;
  /** `false`: a browser without JavaScript (forms and links only). */
  javaScript?: boolean;
  /** Another shop than the journeys' shared one (a file's own `startShopServer()`). */
  baseURL?: string;
}

/** Pages opened with JavaScript turned off (axe-core cannot run inside them). */
const withoutJavaScript = new WeakSet<Page>();

/** A fresh browser context (no cookies) with a French locale. */
export async function newPage(browser: Browser, options: PageOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: options.baseURL ?? baseUrl(),
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    javaScriptEnabled: options.javaScript ?? true,
    // Colour transitions (a button becoming enabled) would let axe measure contrast mid-way; the
    // shop honours reduced motion, so pages settle at once.
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  if (options.javaScript === false) withoutJavaScript.add(page);
  // CABAS_E2E_CPU_SLOWDOWN=4 runs the pages' scripts four times slower: a journey's races show on a
  // quiet machine as they do on a loaded CI runner.
  const slowdown = Number(process.env.CABAS_E2E_CPU_SLOWDOWN);
  if (slowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  }
  return page;
}

/**
 * WCAG 2.2 A/AA and the rules axe-core maps to the French RGAA 4 (`RGAAv4`: a few best practices
 * more, such as every content inside a landmark, and a working skip link).
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'RGAAv4'];

/**
 * Runs axe-core (WCAG 2.2 A/AA, RGAA 4) on the page in its current state (an open popin included) and fails
 * with a readable list of violations.
 *
 * axe-core needs JavaScript; for a page opened without it, the exact document that page shows is
 * served again, its scripts removed, to a scripted page of a separate context (same size), and
 * checked there: the same markup and styles, never hydrated.
 */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  if (!withoutJavaScript.has(page)) {
    expect(await axeViolations(page), `axe-core on ${page.url()}`).toEqual([]);
    return;
  }
  // The whole document: a journey may check a page whose end is still streaming (a copy cut after
  // the last card parsed showed that card's button without its text).
  await page.waitForLoadState('load');
  const url = page.url();
  const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  const context = await browser.newContext({
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: page.viewportSize(),
  });
  try {
    const copy = await context.newPage();
    await copy.route(
      (address) => address.href === url,
      (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    );
    await copy.goto(url);
    await settled(copy);
    // The copy is loaded afresh beside a busy shop: a layout still moving (a late stylesheet or font)
    // is checked once more after a pause, and only what stays is a violation of the page.
    let violations = await axeViolations(copy);
    if (violations.length) {
      await copy.waitForTimeout(1000);
      await settled(copy);
      violations = await axeViolations(copy);
    }
    expect(violations, `axe-core on ${url} (sans JavaScript)`).toEqual([]);
  } finally {
    await context.close();
  }
}

interface SettlingDocument {
  querySelectorAll(selector: string): ArrayLike<{ sheet: unknown }>;
  fonts: { status: string };
  getAnimations(): { playState: string }[];
}

/** Waits until the page's stylesheets and fonts are in and no animation or transition runs. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      // Runs in the browser (the e2e project has no DOM types).
      const doc = (globalThis as unknown as { document: SettlingDocument }).document;
      const links = Array.from(doc.querySelectorAll('link[rel="stylesheet"]'));
      const running = doc.getAnimations().some((a) => a.playState === 'running');
      return links.every((link) => link.sheet) && doc.fonts.status === 'loaded' && !running;
    },
    undefined,
    { timeout: 10_000 },
  );
}

interface Violation {
  id: string;
  help: string;
  targets: string[];
}

async function axeViolations(page: Page): Promise<Violation[]> {
  // Evaluated through the DevTools protocol, not as an inline <script>: the shop's Content-Security-
  // Policy (scripts with its nonce only) would rightly block an injected one.
  // Injected once per document: a popin checked after its page reuses the same axe.
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    // axe is injected as a global of the page; this function runs in the browser.
    const page = globalThis as unknown as {
      axe: { run(context: unknown, options: unknown): Promise<{ violations: never[] }> };
      document: unknown;
    };
    // Only the violations are collected: the passes and incomplete results are never read.
    const result = await page.axe.run(page.document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations.map((v: { id: string; help: string; nodes: { target: string[] }[] }) => ({
      id: v.id,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
    }));
  }, AXE_TAGS);
}
