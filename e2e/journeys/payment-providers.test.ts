/**
 * Journey (issue #39): the purchase against each real provider's adapter, each in a shop of its own
 * (`PAYMENT_PROVIDER=stripe|adyen`) talking to a local fake of the provider's API and hosted page
 * (apps/api/test/fakes). Marie fills a drive cart, goes through the checkout, pays on the provider's
 * page keeping her card, and lands on her order's confirmation, also listed in « Mes commandes »;
 * she leaves the page with « Annuler et revenir » and finds her cart kept; she pays it with 3-D
 * Secure (Stripe) or after a refused card (Adyen); her saved card is on the account's cards page and,
 * deleted there, forgotten by the provider. axe-core on the shop's pages and on the fakes' pages.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ADYEN_TEST_CARDS,
  type FakeAdyen,
  REFUSED_MESSAGE,
  startFakeAdyen,
} from '../../apps/api/test/fakes/fake-adyen.ts';
import {
  type FakeStripe,
  STRIPE_TEST_CARDS,
  startFakeStripe,
} from '../../apps/api/test/fakes/fake-stripe.ts';
import { expectNoA11yViolations } from '../support/browser.ts';
import { withBrowser } from '../support/journey.ts';
import { Shop } from '../support/shop.ts';
import { type ShopServer, startShopServer } from '../support/shop-server.ts';

const ACCOUNT = { email: 'marie.dupont@exemple.fr', password: 'Courses2024' };
const NOTIFICATIONS = '/api/paiements/notifications';
/** The fakes start before the shop: their webhooks go nowhere until the shop listens. */
const NOWHERE = 'http://127.0.0.1:9/';

const STRIPE = {
  secretKey: 'sk_test_cabasParcours0123456789',
  webhookSecret: 'whsec_cabasParcoursSecret',
};
const ADYEN = {
  apiKey: 'AQE-cabas-parcours-key',
  merchantAccount: 'CabasECOM',
  hmacKey: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
  webhookBasicAuth: { username: 'cabas-webhook', password: 'mot-de-passe-du-parcours' },
};

interface Card {
  number: string;
  expiry: string;
  cvc: string;
}
const STRIPE_CARD = (number: string): Card => ({ number, expiry: '12/34', cvc: '123' });
const ADYEN_CARD = (number: string): Card => ({
  number,
  expiry: ADYEN_TEST_CARDS.expiry,
  cvc: ADYEN_TEST_CARDS.cvc,
});

const b = withBrowser();

/** One provider's shop, its fake, and Marie's browser tab on that shop. */
interface ProviderShop {
  server: ShopServer;
  page: Page;
  shop: Shop;
  /** The fake's origin: its hosted page is there. */
  providerOrigin: string;
}

/** A fresh context on that shop, as `newPage` opens one on the journeys' shared shop. */
async function shopperPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const slowdown = Number(process.env.CABAS_E2E_CPU_SLOWDOWN);
  if (slowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  }
  return page;
}

async function openShop(env: Record<string, string>, providerOrigin: string): Promise<ProviderShop> {
  const server = await startShopServer(env);
  const page = await shopperPage(b.browser, server.baseUrl);
  const shop = new Shop(page);
  await shop.logIn(ACCOUNT);
  await page.getByRole('banner').getByText('Bonjour Marie').waitFor();
  return { server, page, shop, providerOrigin };
}

const main = (j: ProviderShop) => j.page.getByRole('main');

/** A checkout page has no shop header: it is interactive once the network is quiet. */
async function clickAndLoad(j: ProviderShop, target: Locator, url: RegExp): Promise<void> {
  await Promise.all([j.page.waitForURL(url), target.click()]);
  await j.page.waitForLoadState('networkidle');
}

/** Two products of a search in the drive cart, each add confirmed by the header's count. */
async function fillCart(j: ProviderShop): Promise<void> {
  await j.shop.open('/recherche?keywords=pommes');
  const add = main(j).getByRole('button', { name: /^Ajouter .* au panier$/ });
  await add.first().waitFor();
  for (let i = 0; i < 2; i++) {
    const before = await j.shop.header.cartCount();
    await add.nth(i).click();
    await vi.waitFor(async () => expect(await j.shop.header.cartCount()).toBeGreaterThan(before), 10_000);
  }
}

/**
 * Step 1's warning popin of her first order in this shop's store, awaited (it opens once the page is
 * hydrated and its code loaded) and confirmed; the step's action remembers it, awaited too.
 */
async function confirmFirstOrder(j: ProviderShop): Promise<void> {
  const dialog = j.page.getByRole('dialog', { name: 'Votre première commande' });
  await dialog.waitFor();
  await expectNoA11yViolations(j.page);
  await Promise.all([
    j.page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/commander'),
    ),
    dialog.getByRole('button', { name: "J'ai compris" }).click(),
  ]);
  await dialog.waitFor({ state: 'hidden' });
}

/** The cart, step 1, the first drive service and its first open slot. */
async function chooseDriveSlot(j: ProviderShop, { firstOrder = false } = {}): Promise<void> {
  await j.shop.open('/panier?type_panier=drive');
  await clickAndLoad(j, main(j).getByRole('link', { name: /^Commander/ }), /\/commander\?type_panier=drive/);
  await main(j)
    .getByRole('heading', { level: 1, name: /Ma commande/ })
    .waitFor();
  if (firstOrder) await confirmFirstOrder(j);
  await expectNoA11yViolations(j.page);
  await clickAndLoad(
    j,
    main(j).getByRole('link', { name: 'Choisir mon mode de retrait ou de livraison' }),
    /\/commander\/mode-livraison$/,
  );
  const drive = main(j).getByRole('group', { name: /Drive/ }).first();
  await drive.getByRole('radio').and(j.page.locator(':enabled')).first().check();
  await clickAndLoad(
    j,
    main(j).getByRole('button', { name: 'Valider ce mode' }),
    /\/commander\/mode-livraison$/,
  );

  // The first day with an open slot (today's may all be past).
  const days = main(j).getByRole('tablist', { name: 'Jours de retrait ou de livraison' }).getByRole('tab');
  const open = main(j)
    .getByRole('listbox', { name: /^Créneaux du / })
    .getByRole('option', { disabled: false });
  await main(j)
    .getByRole('listbox', { name: /^Créneaux du / })
    .waitFor();
  for (let day = 0; !(await open.count()); day++) {
    await days.nth(day + 1).click();
    await days
      .nth(day + 1)
      .and(j.page.locator('[aria-selected="true"]'))
      .waitFor();
  }
  await open.first().click();
  await main(j)
    .getByRole('status')
    .filter({ hasText: /^Créneau du .* réservé pour vous pendant \d+ minutes/ })
    .waitFor({ timeout: 10_000 });
  await expectNoA11yViolations(j.page);
}

/**
 * The payment step: bags, card, « Payer », then the provider's hosted page. A shopper with saved
 * cards names one of them (the spec's `alias_paiement_id`, required then); a second order within
 * minutes is confirmed in the recent-order popin first.
 */
async function goToProviderPage(
  j: ProviderShop,
  { recentOrder, savedCard }: { recentOrder: boolean; savedCard?: string },
): Promise<void> {
  await clickAndLoad(
    j,
    main(j).getByRole('link', { name: 'Continuer vers le paiement' }),
    /paiement-et-avantages$/,
  );
  await main(j).getByRole('heading', { level: 1, name: 'Paiement et avantages' }).waitFor();
  const bags = main(j).getByRole('radio', { name: 'Avec sacs' });
  if (await bags.count()) await bags.check();
  await main(j)
    .getByRole('radio', { name: /Carte bancaire/ })
    .first()
    .check();
  if (savedCard) {
    const cards = main(j).getByRole('combobox', { name: 'Carte bancaire enregistrée' });
    const card = cards.locator('option', { hasText: `•••• ${savedCard}` });
    await cards.selectOption((await card.getAttribute('value')) ?? '');
  }
  await expectNoA11yViolations(j.page);
  const onProvider = (url: URL) => url.origin === j.providerOrigin;
  const pay = main(j).getByRole('button', { name: /^Payer / });
  if (recentOrder) {
    await pay.click();
    const dialog = j.page.getByRole('dialog', { name: 'Vous venez déjà de commander' });
    await dialog.waitFor();
    await expectNoA11yViolations(j.page);
    await Promise.all([
      j.page.waitForURL(onProvider),
      dialog.getByRole('button', { name: 'Confirmer ma commande' }).click(),
    ]);
  } else {
    await Promise.all([j.page.waitForURL(onProvider), pay.click()]);
  }
  await j.page.getByRole('heading', { level: 1, name: 'Paiement par carte' }).waitFor();
  await expectNoA11yViolations(j.page);
}

/** Types a new card on the provider's page (« Une autre carte » when she has saved ones) and pays. */
async function payWithNewCard(j: ProviderShop, card: Card, { save = false } = {}): Promise<void> {
  const { page } = j;
  const other = page.getByRole('radio', { name: 'Une autre carte' });
  if (await other.count()) await other.check();
  await page.getByRole('textbox', { name: 'Numéro de carte', exact: true }).fill(card.number);
  await page.getByRole('textbox', { name: "Date d'expiration (MM/AA)", exact: true }).fill(card.expiry);
  await page
    .getByRole('textbox', { name: 'Cryptogramme visuel (3 chiffres au dos)', exact: true })
    .fill(card.cvc);
  if (save) await page.getByRole('checkbox', { name: /^Enregistrer la carte/ }).check();
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('button', { name: 'Payer', exact: true }).click(),
  ]);
}

/** The confirmation page of her order, then the order in « Mes commandes ». */
async function expectOrderConfirmed(j: ProviderShop): Promise<void> {
  await j.page.waitForURL(/\/commander\/confirmation\/\d+\/ok$/);
  const id = /\/confirmation\/(\d+)\/ok$/.exec(j.page.url())?.[1];
  await main(j).getByRole('heading', { level: 1, name: 'Merci, votre commande est confirmée' }).waitFor();
  await j.page.waitForLoadState('networkidle');
  const code = (await main(j).locator('dd').first().textContent())?.trim() ?? '';
  expect(code).not.toBe('');
  await expectNoA11yViolations(j.page);

  await j.shop.open('/mon-compte/mes-commandes');
  await j.shop.heading('Mes achats et tickets').waitFor();
  const order = main(j).getByRole('listitem').filter({ hasText: code });
  expect(await order.getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href')).toBe(
    `/mon-compte/mes-commandes/${id}`,
  );
  await expectNoA11yViolations(j.page);
}

/** « Annuler et revenir » on the provider's page: the cancellation page, and the cart kept. */
async function cancelOnProviderPage(j: ProviderShop): Promise<void> {
  await Promise.all([
    j.page.waitForURL(/\/commander\/confirmation\/annulation/),
    j.page.getByRole('link', { name: 'Annuler et revenir' }).click(),
  ]);
  await main(j).getByRole('heading', { level: 1, name: 'Paiement annulé' }).waitFor();
  expect(await main(j).getByText("Votre commande n'a pas été prise en compte.").count()).toBe(1);
  await j.page.waitForLoadState('networkidle');
  await expectNoA11yViolations(j.page);
  await Promise.all([
    j.page.waitForURL(/\/panier\?type_panier=drive$/),
    main(j).getByRole('link', { name: 'Retour au panier' }).click(),
  ]);
  await j.shop.hydrated();
  expect(await j.shop.header.cartCount()).toBeGreaterThanOrEqual(2);
  expect(
    await main(j)
      .getByRole('link', { name: /^Commander/ })
      .count(),
  ).toBe(1);
}

/** Her saved card ending with `last4` on « Mes cartes bancaires », deleted through its popin. */
async function deleteSavedCard(j: ProviderShop, last4: string): Promise<void> {
  await j.shop.open('/mon-compte/mes-cartes-bancaires');
  await j.shop.heading('Mes cartes bancaires').waitFor();
  const cards = main(j).getByRole('list', { name: 'Cartes enregistrées' }).getByRole('listitem');
  const card = cards.filter({ hasText: `se terminant par ${last4}` });
  expect(await cards.count()).toBe(1);
  await card.waitFor();
  await expectNoA11yViolations(j.page);
  await card.getByRole('button', { name: /^Supprimer la carte / }).click();
  const popin = j.page.getByRole('dialog', { name: 'Supprimer la carte' });
  await popin.waitFor();
  await expectNoA11yViolations(j.page);
  await Promise.all([
    j.page.waitForURL(/ok=supprimee/),
    popin.getByRole('button', { name: 'Supprimer la carte' }).click(),
  ]);
  await main(j).getByRole('status').filter({ hasText: 'Suppression carte réussie' }).waitFor();
  await main(j).getByText("Vous n'avez pas de carte bancaire enregistrée.").waitFor();
  await expectNoA11yViolations(j.page);
}

/** Script errors of the shop's pages; the fakes answer a refused card with a 402 on purpose. */
const unexpectedErrors = (j: ProviderShop) =>
  j.shop.unexpectedErrors().filter((e) => !/status of 402\b/.test(e));

describe('a purchase on Stripe Checkout', () => {
  const LAST4 = STRIPE_TEST_CARDS.succeeds.slice(-4);
  let stripe: FakeStripe;
  let j: ProviderShop;
  beforeAll(async () => {
    stripe = await startFakeStripe({ ...STRIPE, webhookUrl: NOWHERE });
    j = await openShop(
      {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: STRIPE.secretKey,
        STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret,
        STRIPE_API_ORIGIN: stripe.origin,
      },
      stripe.origin,
    );
    stripe.state.webhookUrl = `${j.server.baseUrl}${NOTIFICATIONS}/stripe`;
  });
  afterAll(async () => {
    await j?.page.context().close();
    await j?.server.stop();
    await stripe?.close();
  });

  it('pays with the accepted card, keeping it, and finds the order confirmed and in « Mes commandes »', async () => {
    await fillCart(j);
    await chooseDriveSlot(j, { firstOrder: true });
    await goToProviderPage(j, { recentOrder: false });
    await payWithNewCard(j, STRIPE_CARD(STRIPE_TEST_CARDS.succeeds), { save: true });
    await expectOrderConfirmed(j);
    expect(stripe.state.deliveries.map((d) => [d.event.type, d.answer.status])).toEqual([
      ['checkout.session.completed', 200],
    ]);
  });

  it('comes back with « Annuler et revenir » to the cancellation page, her cart kept', async () => {
    await fillCart(j);
    await chooseDriveSlot(j);
    await goToProviderPage(j, { recentOrder: true, savedCard: LAST4 });
    await cancelOnProviderPage(j);
  });

  it('pays the kept cart with a new card through 3-D Secure', async () => {
    await chooseDriveSlot(j);
    await goToProviderPage(j, { recentOrder: true, savedCard: LAST4 });
    // Checkout offers the card she kept, pre-selected; she types another one.
    await j.page.getByRole('radio', { name: `VISA se terminant par ${LAST4}, expire fin 12/34` }).waitFor();
    await payWithNewCard(j, STRIPE_CARD(STRIPE_TEST_CARDS.threeDSecure));
    await j.page.getByRole('heading', { level: 1, name: 'Authentification 3-D Secure' }).waitFor();
    await expectNoA11yViolations(j.page);
    await Promise.all([
      j.page.waitForURL(/\/commander\/confirmation\/\d+\/ok$/),
      j.page.getByRole('button', { name: 'Valider' }).click(),
    ]);
    await expectOrderConfirmed(j);
  });

  it('lists the kept card on « Mes cartes bancaires » and deletes it, detached at Stripe', async () => {
    const kept = [...stripe.state.paymentMethods.values()].filter((pm) => pm.customer !== null);
    expect(kept.map((pm) => pm.last4)).toEqual([LAST4]);
    await deleteSavedCard(j, LAST4);
    expect(stripe.state.paymentMethods.get(kept[0]!.id)?.customer).toBeNull();
    expect(unexpectedErrors(j)).toEqual([]);
  });
});

describe('a purchase on Adyen Hosted Checkout', () => {
  const LAST4 = ADYEN_TEST_CARDS.authorised.slice(-4);
  let adyen: FakeAdyen;
  let j: ProviderShop;
  beforeAll(async () => {
    adyen = await startFakeAdyen({ ...ADYEN, webhookUrl: NOWHERE });
    j = await openShop(
      {
        PAYMENT_PROVIDER: 'adyen',
        ADYEN_API_KEY: ADYEN.apiKey,
        ADYEN_MERCHANT_ACCOUNT: ADYEN.merchantAccount,
        ADYEN_HMAC_KEY: ADYEN.hmacKey,
        ADYEN_ENVIRONMENT: 'TEST',
        ADYEN_API_ORIGIN: adyen.origin,
        ADYEN_WEBHOOK_USERNAME: ADYEN.webhookBasicAuth.username,
        ADYEN_WEBHOOK_PASSWORD: ADYEN.webhookBasicAuth.password,
      },
      adyen.origin,
    );
    adyen.state.webhookUrl = `${j.server.baseUrl}${NOTIFICATIONS}/adyen`;
  });
  afterAll(async () => {
    await j?.page.context().close();
    await j?.server.stop();
    await adyen?.close();
  });

  it('pays with the authorised card, keeping it, and finds the order confirmed and in « Mes commandes »', async () => {
    await fillCart(j);
    await chooseDriveSlot(j, { firstOrder: true });
    await goToProviderPage(j, { recentOrder: false });
    await payWithNewCard(j, ADYEN_CARD(ADYEN_TEST_CARDS.authorised), { save: true });
    await expectOrderConfirmed(j);
    await adyen.state.settled();
    expect(adyen.state.deliveries.map((d) => [d.item.eventCode, d.item.success, d.answer.status])).toEqual([
      ['AUTHORISATION', 'true', 200],
    ]);
  });

  it('comes back with « Annuler et revenir » to the cancellation page, her cart kept', async () => {
    await fillCart(j);
    await chooseDriveSlot(j);
    await goToProviderPage(j, { recentOrder: true, savedCard: LAST4 });
    await cancelOnProviderPage(j);
  });

  it('pays the kept cart with a good card after a refused one, on the same page', async () => {
    await chooseDriveSlot(j);
    await goToProviderPage(j, { recentOrder: true, savedCard: LAST4 });
    // Adyen offers the card she kept (its CVC asked again); she types another one.
    await j.page.getByRole('radio', { name: `VISA se terminant par ${LAST4}, expire fin 03/30` }).waitFor();
    const page = j.page.url();
    await payWithNewCard(j, ADYEN_CARD(ADYEN_TEST_CARDS.refused));
    await j.page.getByRole('alert').filter({ hasText: REFUSED_MESSAGE }).waitFor();
    expect(j.page.url()).toBe(page);
    await expectNoA11yViolations(j.page);
    await payWithNewCard(j, ADYEN_CARD(ADYEN_TEST_CARDS.authorised));
    await expectOrderConfirmed(j);
  });

  it('lists the kept card on « Mes cartes bancaires » and deletes it, deleted at Adyen', async () => {
    const stored = [...adyen.state.storedCards.values()];
    expect(stored.map((card) => card.last4)).toEqual([LAST4]);
    await deleteSavedCard(j, LAST4);
    expect(adyen.state.storedCards.size).toBe(0);
    expect(unexpectedErrors(j)).toEqual([]);
  });
});
