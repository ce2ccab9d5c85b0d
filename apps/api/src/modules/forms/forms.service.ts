import { randomBytes } from 'node:crypto';
import {
  type AnonymousNewsletterBody,
  API_ERROR_CODES,
  accountMessages,
  type CardActivationBody,
  type CardRequestBody,
  type ContactFormBody,
  FORM_PAGES,
  type FormKind,
  formMessages as fm,
  type LoyaltyCancellationBody,
  NEWSLETTER_CONFIRMATION_DAYS,
  NEWSLETTER_CONFIRMATION_PAGE,
  type ProductQuestionBody,
  type WithdrawableOrder,
  type WithdrawalBody,
} from '@cabas/contracts';
import {
  earliestWithdrawableReception,
  formatEuros,
  frenchDate,
  isWithdrawalOpen,
  withdrawalDeadline,
} from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Security } from '../../platform/auth/security-plugin.ts';
import { usedChallengesIn } from '../../platform/captcha/used-challenges.repository.ts';
import { DomainError } from '../../platform/domain-error.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import type { NewslettersService } from '../newsletters/newsletters.service.ts';
import type { ConfirmationTokens } from './confirmation-token.ts';
import { type MailField, newsletterConfirmationMail, senderCopyMail, serviceMail } from './form-mails.ts';
import * as repo from './forms.repository.ts';

/** What a call needs from the app: the captcha and clock, the outbox, the shop's origin for links. */
export interface FormContext {
  security: Security;
  outbox: Outbox;
  origin: string;
  /** The newsletter confirmation links (signed with the app's secret). */
  tokens: ConfirmationTokens;
}

const PREFIX: Record<FormKind, string> = {
  contact: 'CT',
  'demande-carte': 'DC',
  'activation-carte': 'AC',
  retractation: 'RT',
  newsletter: 'NL',
  'question-produit': 'QP',
  'resiliation-fidelite': 'RF',
};

const euros = (cents: number) => formatEuros(cents).replace(/\u202f|\u00a0/g, ' ');
const yesNo = (value: boolean) => (value ? 'oui' : 'non');
const who = (b: { civilite: string; prenom: string; nom: string }) => `${b.civilite} ${b.prenom} ${b.nom}`;

function newReference(kind: FormKind, now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `${PREFIX[kind]}-${day}-${randomBytes(3).toString('hex').toUpperCase()}`;
}

const storeUnknown = () =>
  new DomainError(API_ERROR_CODES.formStoreUnknown, fm.storeUnknown, { magasin_id: [fm.storeUnknown] });

/**
 * The form pages: each request is checked (captcha for the anonymous ones), stored, and its e-mails
 * (the store's service address, and a copy to the logged-in shopper's own address) are written to the
 * outbox in the same transaction, so a stored request is always mailed and a refused one never is.
 * An address typed on a form is never mailed: anyone could type anyone's (decision 097).
 */
export class FormsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly newsletters: NewslettersService,
  ) {}

  async #captcha(ctx: FormContext, payload: string): Promise<void> {
    if (await ctx.security.captcha.verify(payload, usedChallengesIn(this.db, ctx.security.clock))) return;
    throw new DomainError(API_ERROR_CODES.captchaInvalid, accountMessages.captchaFailed, {
      altcha: [accountMessages.captchaFailed],
    });
  }

  /** An anonymous form sent to a store: its captcha, its store, then stored and mailed without the captcha. */
  async #storeRequest<T extends { altcha: string; magasin_id: number; email: string; prenom: string }>(
    ctx: FormContext,
    kind: FormKind,
    body: T,
    clientId: number | null,
    fields: readonly MailField[],
  ) {
    await this.#captcha(ctx, body.altcha);
    const store = await this.#store(body.magasin_id);
    const { altcha: _, ...payload } = body;
    const copyTo = await this.#provenAddress(clientId);
    return this.#record(ctx, kind, { clientId, store, sender: body, copyTo, payload, fields });
  }

  /** The logged-in shopper's own address and first name, for the copy; null for a visitor. */
  async #provenAddress(clientId: number | null) {
    if (clientId === null) return null;
    const client = await repo.findClient(this.db, clientId);
    return client ? { email: client.email, prenom: client.prenom } : null;
  }

  async #store(storeId: number) {
    const store = await repo.findStore(this.db, storeId);
    if (!store) throw storeUnknown();
    return store;
  }

  async #record(
    ctx: FormContext,
    kind: FormKind,
    request: {
      clientId: number | null;
      store: repo.StoreContact;
      orderId?: number;
      sender: { email: string; prenom: string };
      /** Where the copy goes: an address the shopper proved, or none. */
      copyTo: { email: string; prenom: string } | null;
      fields: readonly MailField[];
      payload: unknown;
    },
  ) {
    const now = ctx.security.clock();
    const reference = newReference(kind, now);
    const mail = {
      title: FORM_PAGES[kind].title,
      reference,
      fields: request.fields,
      store: request.store,
      sender: request.sender,
    };
    await this.db.transaction().execute(async (trx) => {
      await repo.insertRequest(trx, {
        reference,
        kind,
        clientId: request.clientId,
        storeId: request.store.id,
        orderId: request.orderId ?? null,
        email: request.sender.email,
        payload: request.payload,
        nowIso: now.toISOString(),
      });
      await ctx.outbox.enqueueMail(trx, {
        kind: `formulaire-${kind}`,
        key: `formulaire:${reference}:service`,
        message: serviceMail(mail),
      });
      if (request.copyTo)
        await ctx.outbox.enqueueMail(trx, {
          kind: `formulaire-${kind}`,
          key: `formulaire:${reference}:copie`,
          message: senderCopyMail(mail, request.copyTo, fm.success),
        });
    });
    ctx.outbox.nudge();
    return { reference, message: fm.success, copie_envoyee: request.copyTo !== null };
  }

  async contact(ctx: FormContext, body: ContactFormBody, clientId: number | null) {
    return this.#storeRequest(ctx, 'contact', body, clientId, [
      ['Expéditeur', who(body)],
      ['E-mail', body.email],
      ...(body.tel ? [['Téléphone', body.tel] as const] : []),
      ['Objet', body.sujet],
      ...(body.numero_commande ? [['Numéro de commande', body.numero_commande] as const] : []),
      ['Message', body.message],
    ]);
  }

  async cardRequest(ctx: FormContext, body: CardRequestBody, clientId: number | null) {
    return this.#storeRequest(ctx, 'demande-carte', body, clientId, [
      ['Demandeur', who(body)],
      ['E-mail', body.email],
      ['Téléphone', body.tel],
      ['Date de naissance', frenchDate(new Date(`${body.date_naissance}T12:00:00Z`))],
      ['Offres par e-mail', yesNo(body.acceptEmail)],
      ['Offres par SMS', yesNo(body.acceptSms)],
    ]);
  }

  async cardActivation(ctx: FormContext, body: CardActivationBody, clientId: number | null) {
    return this.#storeRequest(ctx, 'activation-carte', body, clientId, [
      ['Titulaire', who(body)],
      ['E-mail', body.email],
      ...(body.tel ? [['Téléphone', body.tel] as const] : []),
      ['Numéro de carte', body.num_carte],
    ]);
  }

  async loyaltyCancellation(ctx: FormContext, body: LoyaltyCancellationBody, clientId: number | null) {
    return this.#storeRequest(ctx, 'resiliation-fidelite', body, clientId, [
      ['Titulaire', who(body)],
      ['E-mail', body.email],
      ['Numéro de carte', body.num_carte],
      ['Motif', body.motif],
      ...(body.message ? [['Commentaire', body.message] as const] : []),
    ]);
  }

  async productQuestion(ctx: FormContext, body: ProductQuestionBody, clientId: number | null) {
    await this.#captcha(ctx, body.altcha);
    const store = await this.#store(body.magasin_id);
    const product = await repo.findProduct(this.db, body.produit_id);
    if (!product)
      throw new DomainError(API_ERROR_CODES.formProductUnknown, fm.productUnknown, {
        produit_id: [fm.productUnknown],
      });
    const { altcha: _, ...payload } = body;
    return this.#record(ctx, 'question-produit', {
      clientId,
      store,
      sender: body,
      copyTo: await this.#provenAddress(clientId),
      payload,
      fields: [
        ['Expéditeur', who(body)],
        ['E-mail', body.email],
        ['Produit', `${product.designation}${product.marque ? ` (${product.marque})` : ''}`],
        ['EAN', product.ean],
        ['Question', body.question],
      ],
    });
  }

  /**
   * Double opt-in: the request is kept unconfirmed and only a confirmation e-mail is sent. The answer
   * is the same whether the address was already subscribed or not (no address enumeration).
   */
  async anonymousNewsletter(ctx: FormContext, body: AnonymousNewsletterBody) {
    await this.#captcha(ctx, body.altcha);
    const store = await this.#store(body.magasin_id);
    const now = ctx.security.clock();
    const reference = newReference('newsletter', now);
    const prenom = body.prenom?.trim() || null;
    await this.db.transaction().execute(async (trx) => {
      const subscription = await repo.upsertEmailSubscription(
        trx,
        body.email,
        store.id,
        prenom,
        now.toISOString(),
      );
      await repo.insertRequest(trx, {
        reference,
        kind: 'newsletter',
        clientId: null,
        storeId: store.id,
        email: body.email,
        payload: { email: body.email, prenom, magasin_id: store.id },
        nowIso: now.toISOString(),
      });
      if (subscription.confirmed) return;
      const token = ctx.tokens.create(subscription.id, now);
      const link = `${ctx.origin}${NEWSLETTER_CONFIRMATION_PAGE}?token=${encodeURIComponent(token)}`;
      await ctx.outbox.enqueueMail(trx, {
        kind: 'newsletter-confirmation',
        key: `newsletter-confirmation:${reference}`,
        message: newsletterConfirmationMail({
          to: body.email,
          prenom,
          storeName: store.name,
          link,
          days: NEWSLETTER_CONFIRMATION_DAYS,
        }),
      });
    });
    ctx.outbox.nudge();
    return { reference, message: fm.newsletterPending, copie_envoyee: false };
  }

  /** The e-mail's link: confirms once; a second click answers the same. */
  async confirmNewsletter(tokens: ConfirmationTokens, token: string, now: Date) {
    const check = tokens.check(token, now);
    if (!check.ok)
      throw check.reason === 'expired'
        ? new DomainError(API_ERROR_CODES.newsletterConfirmationExpired, fm.newsletterLinkExpired)
        : new DomainError(API_ERROR_CODES.newsletterConfirmationInvalid, fm.newsletterLinkInvalid);
    const row = await repo.findEmailSubscription(this.db, check.subscriptionId);
    if (!row) throw new DomainError(API_ERROR_CODES.newsletterConfirmationInvalid, fm.newsletterLinkInvalid);
    await repo.confirmEmailSubscription(this.db, row.id, now.toISOString());
    await this.newsletters.subscribeConfirmedEmail(row.email, row.store_id, now);
    return { email: row.email, magasin_nom: row.store_name, message: fm.newsletterConfirmed };
  }

  /**
   * GDPR clean-up: the addresses that never confirmed their subscription within `days` of their last
   * request are deleted, with their newsletter requests (the address is all they hold). Confirmed
   * subscriptions keep their requests as the proof of consent. Returns how many addresses went.
   */
  async purgeUnconfirmedNewsletters(now: Date, days: number): Promise<number> {
    const before = new Date(now.getTime() - days * 86_400_000).toISOString();
    return this.db.transaction().execute((trx) => repo.deleteUnconfirmedSubscriptions(trx, before));
  }

  /** The client's orders with goods she may still send back, grouped by order. */
  async withdrawableOrders(clientId: number, now: Date): Promise<WithdrawableOrder[]> {
    const since = earliestWithdrawableReception(now).toISOString();
    const rows = (await repo.withdrawableLines(this.db, clientId, since)).filter(
      (row) => row.date_de_retrait && isWithdrawalOpen(new Date(row.date_de_retrait), now, true),
    );
    const orders = new Map<number, WithdrawableOrder>();
    for (const row of rows) {
      const received = row.date_de_retrait as string;
      const order = orders.get(row.order_id) ?? {
        id: row.order_id,
        code: row.code,
        date_de_retrait: received,
        date_limite: withdrawalDeadline(new Date(received)),
        magasin_nom: row.store_name,
        lignes: [],
      };
      order.lignes.push({
        id: row.line_id,
        designation: row.designation,
        quantite: row.quantity,
        prix_total: row.total_cents / 100,
      });
      orders.set(row.order_id, order);
    }
    return [...orders.values()];
  }

  /** A withdrawal: another client's order is 404; lines out of time or excluded are refused (422). */
  async withdrawal(ctx: FormContext, clientId: number, body: WithdrawalBody) {
    if (!(await repo.orderOwned(this.db, clientId, body.commande_id)))
      throw new DomainError(API_ERROR_CODES.withdrawalOrderNotFound, fm.withdrawalOrderUnknown);
    const now = ctx.security.clock();
    const since = earliestWithdrawableReception(now).toISOString();
    const open = (await repo.withdrawableLines(this.db, clientId, since, body.commande_id)).filter(
      (row) => row.date_de_retrait && isWithdrawalOpen(new Date(row.date_de_retrait), now, true),
    );
    const wanted = new Set(body.lignes);
    const lines = open.filter((row) => wanted.has(row.line_id));
    if (lines.length !== wanted.size || lines.length === 0)
      throw new DomainError(API_ERROR_CODES.withdrawalNotAllowed, fm.withdrawalNotAllowed, {
        lignes: [fm.withdrawalNotAllowed],
      });
    const client = await repo.findClient(this.db, clientId);
    const first = lines[0]!;
    if (!client) throw new DomainError(API_ERROR_CODES.withdrawalOrderNotFound, fm.withdrawalOrderUnknown);
    return this.#record(ctx, 'retractation', {
      clientId,
      store: { id: first.store_id, name: first.store_name, email: first.store_email },
      orderId: body.commande_id,
      sender: { email: client.email, prenom: client.prenom },
      copyTo: { email: client.email, prenom: client.prenom },
      payload: body,
      fields: [
        [
          'Déclaration',
          `Je vous notifie par la présente ma rétractation du contrat portant sur la vente des biens ci-dessous.`,
        ],
        ['Client', `${client.civilite ?? ''} ${client.prenom} ${client.nom}`.trim()],
        ['E-mail', client.email],
        ['Commande', first.code],
        ['Reçue le', frenchDate(new Date(first.date_de_retrait as string))],
        ...lines.map(
          (line) =>
            [
              'Article retourné',
              `${line.designation} × ${line.quantity} (${euros(line.total_cents)})`,
            ] as const,
        ),
        ...(body.message ? [['Commentaire', body.message] as const] : []),
        ['Date de la rétractation', frenchDate(now)],
      ],
    });
  }
}
