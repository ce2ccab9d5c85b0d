import { beforeAll, describe, expect, it } from 'vitest';

type Checkout = typeof import('./checkout-cookie.server.ts');
type Flash = typeof import('./flash-cookie.server.ts');
type Secrets = typeof import('./cookie-secrets.server.ts');
let checkout: Checkout;
let flash: Flash;
let secrets: Secrets;

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'un-secret-de-test-assez-long-pour-signer-le-cookie';
  checkout = await import('./checkout-cookie.server.ts');
  flash = await import('./flash-cookie.server.ts');
  secrets = await import('./cookie-secrets.server.ts');
});

/** `name=value` of a `Set-Cookie` header, as the browser sends it back. */
const sent = (setCookie: string) => setCookie.split(';')[0]!;
const cookieValue = (setCookie: string) => sent(setCookie).slice(sent(setCookie).indexOf('=') + 1);

/** The same value under its signature, with one character of the value changed. */
function tampered(setCookie: string): string {
  const [name] = sent(setCookie).split('=');
  const value = cookieValue(setCookie);
  const dot = value.lastIndexOf('.');
  const flipped = value[0] === 'A' ? 'B' : 'A';
  return `${name}=${flipped}${value.slice(1, dot)}${value.slice(dot)}`;
}

describe('the visitor and store cookies keep their plain values', () => {
  it('reads and writes `uuid` and `magasin_id` as they were before React Router declared them', async () => {
    const { readUuid, uuidCookie } = await import('./uuid-cookie.server.ts');
    const { readStoreValue, setStoreCookie, clearStoreCookie } = await import('./store-cookie.server.ts');
    const uuid = '0b7c2d4e-1f3a-4b5c-8d6e-7f8091a2b3c4';
    expect(await readUuid(`cabas_session=abc; uuid=${uuid}; magasin_id=47`)).toBe(uuid);
    expect(await readUuid('uuid=pas-un-uuid')).toBeNull();
    expect(await readUuid(null)).toBeNull();
    expect(await readStoreValue(`uuid=${uuid}; magasin_id=47`)).toBe('47');
    expect(await uuidCookie.serialize(uuid, { secure: true })).toBe(
      `uuid=${uuid}; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax`,
    );
    expect(await setStoreCookie(48, false)).toBe('magasin_id=48; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(await clearStoreCookie(false)).toBe('magasin_id=; Max-Age=0; Path=/; SameSite=Lax');
  });
});

describe('signed cookies', () => {
  it('the checkout cookie: read back as written, ignored when tampered with, unsigned or malformed', async () => {
    const ref = { id: 12, store: 2, kind: 'drive' as const };
    const cookie = await checkout.checkoutRefCookie(ref, true);
    expect(cookie).toMatch(/^cabas_commande=[^;]+; Max-Age=86400; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(await checkout.readCheckoutRef(sent(cookie))).toEqual(ref);
    expect(await checkout.readCheckoutRef(tampered(cookie))).toBeNull();
    // The format of the earlier, unsigned cookie.
    expect(await checkout.readCheckoutRef('cabas_commande=12.2.drive')).toBeNull();
    const unsigned = Buffer.from(JSON.stringify(ref)).toString('base64');
    expect(await checkout.readCheckoutRef(`cabas_commande=${unsigned}`)).toBeNull();
    const otherKind = await checkout.checkoutRefCookie({ ...ref, kind: 'autre' as 'drive' }, false);
    expect(await checkout.readCheckoutRef(sent(otherKind))).toBeNull();
    expect(await checkout.readCheckoutRef(null)).toBeNull();
    expect(await checkout.clearCheckoutRefCookie(false)).toMatch(
      /^cabas_commande=; Max-Age=0; Path=\/; HttpOnly/,
    );
  });

  it('each signed cookie has its own key: one cookie’s signed value is not accepted as another’s', async () => {
    expect(secrets.cookieSecret('cabas_flash')).not.toBe(secrets.cookieSecret('cabas_commande'));
    const cookie = await checkout.checkoutRefCookie({ id: 12, store: 2, kind: 'drive' }, false);
    const moved = new flash.FlashMessages(`cabas_flash=${cookieValue(cookie)}`);
    expect(await moved.take('store')).toBeUndefined();
  });
});

describe('one-time messages', () => {
  it('a message shows once: taken on the next page, gone from the cookie that page writes', async () => {
    const action = new flash.FlashMessages(null);
    await action.put('store', 'store-changed');
    const written = await action.commit(false);
    expect(written).toMatch(/^cabas_flash=[^;]+; Max-Age=60; Path=\/; HttpOnly; SameSite=Lax$/);

    const nextPage = new flash.FlashMessages(sent(written!));
    expect(await nextPage.take('cart')).toBeUndefined();
    expect(await nextPage.take('store')).toBe('store-changed');
    // Taken twice in one request (two loaders): the second gets nothing.
    expect(await nextPage.take('store')).toBeUndefined();
    const cleared = await nextPage.commit(false);
    expect(cleared).toMatch(
      /^cabas_flash=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/,
    );

    // A page that reads nothing writes nothing.
    const untouched = new flash.FlashMessages(sent(written!));
    expect(await untouched.commit(false)).toBeNull();
  });

  it('keeps a message another reader has not taken yet', async () => {
    const action = new flash.FlashMessages(null);
    await action.put('cart', 'Ce produit n’est plus disponible.');
    await action.put('saveList', { ok: true, result: { initialValue: null }, saved: null });
    const page = new flash.FlashMessages(sent((await action.commit(true))!));
    expect(await page.take('cart')).toBe('Ce produit n’est plus disponible.');
    const rest = await page.commit(true);
    expect(rest).toContain('Secure');
    expect(await new flash.FlashMessages(sent(rest!)).take('saveList')).toMatchObject({ ok: true });
  });

  it('ignores a message whose cookie was tampered with or written without the signature', async () => {
    const action = new flash.FlashMessages(null);
    await action.put('cart', 'Message de la boutique');
    const written = (await action.commit(false))!;
    expect(await new flash.FlashMessages(tampered(written)).take('cart')).toBeUndefined();
    const forged = Buffer.from(JSON.stringify({ __flash_cart__: 'Message falsifié' })).toString('base64');
    expect(await new flash.FlashMessages(`cabas_flash=${forged}`).take('cart')).toBeUndefined();
    // The earlier, unsigned one-time cookie.
    expect(await new flash.FlashMessages('cabas_flash=store-changed').take('store')).toBeUndefined();
  });
});
