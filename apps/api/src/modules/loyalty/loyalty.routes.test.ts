import { invalidLoyaltyCardMessage, loyaltyMessages, messages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, MINUTE, solvedCaptcha, testClock } from '../../../test/accounts-helpers.ts';
import { call } from '../../../test/helpers/cart.ts';
import { julien, marie, type Shopper, shopperOf } from '../../../test/helpers/checkout.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_PARTNER_CARDS, LINKED_DEMO_CARD } from '../../db/seed/loyalty.ts';

let t: TestApp;
let m: Shopper;
let j: Shopper;
let pro: Shopper;
const clock = testClock();

beforeAll(async () => {
  t = await createTestApp({ clock });
  [m, j, pro] = await Promise.all([marie(t), julien(t), shopperOf(t, DEMO_ACCOUNTS.pro)]);
});
afterAll(() => t?.close());

const [club, second, third, , pass, , inactive] = DEMO_PARTNER_CARDS;
const list = (who: Shopper) => call(t, 'GET', '/api/me/fidelites', who.headers);
const preValidate = (who: Shopper, numero: string) =>
  call(t, 'POST', '/api/me/fidelites/pre-validation', who.headers, { num_carte_carrefour: numero });
async function pair(who: Shopper, numero: string, code: string, type = 'CRF') {
  return call(t, 'POST', '/api/me/fidelites/appairage', who.headers, {
    num_carte_carrefour: numero,
    code_pin_carrefour: code,
    'g-captcha-response': await solvedCaptcha(t),
    type_carte: type,
  });
}
const holderFlags = (clientId: number) =>
  t.database.db
    .selectFrom('clients')
    .select(['partner_card_holder', 'own_cards_holder'])
    .where('id', '=', clientId)
    .executeTakeFirstOrThrow();

describe('loyalty cards of the account', () => {
  it('need a logged-in client and are refused to pros', async () => {
    expect((await call(t, 'GET', '/api/me/fidelites', {})).statusCode).toBe(401);
    const res = await list(pro);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'fidelite_refusee_pro', message: loyaltyMessages.proRefused });
    expect((await preValidate(pro, club.numero)).statusCode).toBe(403);
    const create = await call(t, 'POST', '/api/me/fidelites', pro.headers, {
      acceptEmail: true,
      acceptSms: false,
    });
    expect(create.statusCode).toBe(403);
  });

  it('are listed with masked numbers, balances and totals of current and next balances', async () => {
    const res = await list(j);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toEqual([
      expect.objectContaining({
        type_carte: 'CRF',
        sous_type: 'CRF',
        libelle: 'Carte Club partenaire',
        num_carte_carrefour: '•••• •••• 5678',
        solde_euro: 12.5,
        solde_euro_suiv: 3,
        solde_point: 0,
        expired: false,
      }),
      expect.objectContaining({ type_carte: 'CP', sous_type: 'CP', solde_point: 340, solde_point_suiv: 25 }),
    ]);
    expect(body.meta).toEqual({ totaux: { solde_euro: 15.5, solde_point: 365 }, creation_possible: false });
    expect(JSON.stringify(body)).not.toContain('9250000012345678');
    expect((await list(m)).json()).toEqual({
      data: [],
      meta: { totaux: { solde_euro: 0, solde_point: 0 }, creation_possible: true },
    });
  });

  it('check the number first, with the specification messages', async () => {
    const blank = await preValidate(m, '');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.num_carte_carrefour).toEqual([
      'Merci de renseigner un numéro de carte fidélité valide.',
    ]);
    const letters = await preValidate(m, '9250abcd00000011');
    expect(letters.json().errors.num_carte_carrefour).toEqual([
      'Merci de renseigner un numéro de carte constitué uniquement de chiffres',
    ]);
    const short = await preValidate(m, '925000');
    expect(short.json().errors.num_carte_carrefour).toEqual([
      'Le numéro de carte doit être compris entre 16 et 19 chiffres.',
    ]);
    const ok = await preValidate(m, '9250 0000 0000 0011');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      data: { num_carte_carrefour: '•••• •••• 0011', type_carte: 'CRF', libelle_type: 'Club' },
    });
    expect((await preValidate(m, pass.numero)).json().data.libelle_type).toBe('Pass');
  });

  it('refuse an unknown or inactive card, and a card already linked to an account (409)', async () => {
    const unknown = await preValidate(m, '9250999999999999');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      code: 'carte_fidelite_invalide',
      message: invalidLoyaltyCardMessage('Club'),
    });
    expect((await preValidate(m, inactive.numero)).json().code).toBe('carte_fidelite_invalide');
    const linked = await preValidate(m, LINKED_DEMO_CARD.numero);
    expect(linked.statusCode).toBe(409);
    expect(linked.json()).toMatchObject({
      code: 'carte_fidelite_deja_liee',
      message: loyaltyMessages.alreadyLinked,
    });
    const stolen = await pair(m, LINKED_DEMO_CARD.numero, LINKED_DEMO_CARD.code);
    expect(stolen.statusCode).toBe(409);
  });

  it('link a partner card with its code cagnotte and the captcha', async () => {
    const noCaptcha = await call(t, 'POST', '/api/me/fidelites/appairage', m.headers, {
      num_carte_carrefour: club.numero,
      code_pin_carrefour: club.code,
      'g-captcha-response': 'faux',
      type_carte: 'CRF',
    });
    expect(noCaptcha.statusCode).toBe(422);
    expect(noCaptcha.json().code).toBe('captcha_invalide');
    const badFormat = await pair(m, club.numero, '12a');
    expect(badFormat.json().errors.code_pin_carrefour).toEqual([
      'Le Code Cagnotte doit être composé de 4 chiffres.',
    ]);
    const wrong = await pair(m, club.numero, '0000');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      code: 'code_cagnotte_invalide',
      errors: { code_pin_carrefour: [loyaltyMessages.codeInvalid] },
    });
    const res = await pair(m, club.numero, club.code);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      type_carte: 'CRF',
      num_carte_carrefour: '•••• •••• 0011',
      solde_euro: 8.4,
      solde_euro_suiv: 1.2,
    });
    expect((await list(m)).json().meta.totaux.solde_euro).toBe(9.6);
    expect(await holderFlags(m.clientId)).toMatchObject({ partner_card_holder: 1 });
    // Now linked: nobody links it again, not even its holder.
    expect((await pair(j, club.numero, club.code)).statusCode).toBe(409);
    expect((await pair(m, club.numero, club.code)).statusCode).toBe(409);
  });

  it('lock a card for an hour after 3 wrong codes (423), then let it be linked', async () => {
    expect((await pair(m, second.numero, '0001')).statusCode).toBe(422);
    expect((await pair(m, second.numero, '0002')).statusCode).toBe(422);
    const third3 = await pair(m, second.numero, '0003');
    expect(third3.statusCode).toBe(423);
    expect(third3.json()).toMatchObject({
      code: 'carte_fidelite_bloquee',
      message: 'Vous avez saisi 3 codes erronés',
    });
    // Even the right code, and the first step, answer 423 while locked.
    expect((await pair(m, second.numero, second.code)).statusCode).toBe(423);
    expect((await preValidate(m, second.numero)).statusCode).toBe(423);
    clock.advance(61 * MINUTE);
    // The access tokens have expired meanwhile.
    [m, j] = await Promise.all([marie(t), julien(t)]);
    expect((await pair(m, second.numero, second.code)).statusCode).toBe(201);
  });

  it("never show, link over or delete another client's card", async () => {
    const julienCard = (await list(j)).json().data[0].id as number;
    const res = await call(t, 'DELETE', `/api/me/fidelites/${julienCard}`, m.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'carte_fidelite_introuvable',
      message: loyaltyMessages.cardUnknown,
    });
    expect((await list(j)).json().data).toHaveLength(2);
    expect((await list(j)).json().data.map((c: { id: number }) => c.id)).toContain(julienCard);
    const mine = (await list(m)).json().data.map((c: { id: number }) => c.id);
    expect(mine).not.toContain(julienCard);
  });

  it('delete a card: the partner card goes back to the issuer with its balances, free to link again', async () => {
    const card = (await list(m))
      .json()
      .data.find((c: { num_carte_carrefour: string }) => c.num_carte_carrefour.endsWith('0011'));
    await t.database.db
      .updateTable('loyalty_cards')
      .set({ solde_cents: 100 })
      .where('id', '=', card.id)
      .execute();
    expect((await call(t, 'DELETE', `/api/me/fidelites/${card.id}`, m.headers)).statusCode).toBe(204);
    expect((await call(t, 'DELETE', `/api/me/fidelites/${card.id}`, m.headers)).statusCode).toBe(404);
    const issued = await t.database.db
      .selectFrom('loyalty_card_register')
      .select('solde_cents')
      .where('numero', '=', club.numero)
      .executeTakeFirstOrThrow();
    expect(issued.solde_cents).toBe(100);
    const again = await pair(j, club.numero, club.code);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.solde_euro).toBe(1);
  });

  it('create the own-brand card once (409 the second time)', async () => {
    const res = await call(t, 'POST', '/api/me/fidelites', m.headers, {
      acceptEmail: true,
      acceptSms: false,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      type_carte: 'CM',
      sous_type: 'CP',
      libelle: 'Carte de fidélité Cabas',
    });
    expect(res.json().data.num_carte_carrefour).toMatch(/^•••• •••• \d{4}$/);
    const stored = await t.database.db
      .selectFrom('loyalty_cards')
      .select(['accept_email', 'accept_sms', 'numero'])
      .where('id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ accept_email: 1, accept_sms: 0 });
    expect(stored.numero).toMatch(/^913\d{13}$/);
    expect(await holderFlags(m.clientId)).toMatchObject({ own_cards_holder: 1 });
    expect((await list(m)).json().meta.creation_possible).toBe(false);
    const twice = await call(t, 'POST', '/api/me/fidelites', m.headers, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'carte_fidelite_existante',
      message: loyaltyMessages.ownCardExists,
    });
  });

  it('create one own-brand card when several creations arrive at once (the others 409)', async () => {
    const lucie = await shopperOf(t, DEMO_ACCOUNTS.legacyPassword);
    const answers = await Promise.all(
      [0, 1, 2].map(() => call(t, 'POST', '/api/me/fidelites', lucie.headers, { acceptEmail: false })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json()).toMatchObject({ code: 'carte_fidelite_existante' });
    const own = await t.database.db
      .selectFrom('loyalty_cards')
      .select('id')
      .where('client_id', '=', lucie.clientId)
      .where('sous_type', '=', 'CP')
      .execute();
    expect(own).toHaveLength(1);
    const created = answers.find((a) => a.statusCode === 201)!.json().data.id;
    expect((await call(t, 'DELETE', `/api/me/fidelites/${created}`, lucie.headers)).statusCode).toBe(204);
  });

  it('stop a shopper who tries too many wrong cards (403, one hour)', async () => {
    const fresh = await shopperOf(t, DEMO_ACCOUNTS.legacyPassword);
    for (let i = 0; i < 10; i++) await preValidate(fresh, `92509999999900${String(i).padStart(2, '0')}`);
    const res = await preValidate(fresh, third.numero);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'tentatives_depassees',
      message: messages.tooManyWrongAttempts,
    });
  });
});
