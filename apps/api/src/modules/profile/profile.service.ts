import { createHash } from 'node:crypto';
import {
  type AccountDeletionBody,
  API_ERROR_CODES,
  type DataExport,
  DELETION_MOTIFS,
  type DeletionStatus,
  EMAIL_CHANGE_PAGE,
  EMAIL_CHANGE_TTL_HOURS,
  type EmailChangeBody,
  profileMessages,
} from '@cabas/contracts';
import { centsToEuros, deletionBlockers, orderDate } from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../platform/auth/opaque-tokens.ts';
import type { Security } from '../../platform/auth/security-plugin.ts';
import type { AuthenticatedClient } from '../../platform/auth/session-lookup.ts';
import { DomainError, type DomainErrorCode } from '../../platform/domain-error.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import {
  findAccountOwner,
  getClient,
  setClientEmail,
  verifyClientPassword,
} from '../accounts/accounts.service.ts';
import { revokeClientSessions } from '../auth/auth.service.ts';
import type { StoredValueLedger } from '../ledger/stored-value-ledger.ts';
import { releaseCartHolds } from '../slots/slots.service.ts';
import * as erasure from './account-erasure.repository.ts';
import { readClientData } from './data-export.repository.ts';
import {
  accountDeletedMail,
  emailChangeAttemptMail,
  emailChangeLinkMail,
  emailChangeNoticeMail,
} from './email-change-mails.ts';
import * as tokens from './email-change-tokens.repository.ts';

const fieldError = (field: string, message: string, code: DomainErrorCode) =>
  new DomainError(code, message, { [field]: [message] });
const wrongPassword = () =>
  fieldError('password', profileMessages.passwordWrong, API_ERROR_CODES.profilePasswordWrong);
const emailTaken = () => fieldError('email', profileMessages.emailTaken, API_ERROR_CODES.emailTaken);

/** E-mail change requests one account may make in an hour; past it, 429 (decision 096). */
export const EMAIL_CHANGE_REQUESTS_PER_ACCOUNT_HOUR = 5;
/** E-mail change mails (link or attempt notice) one address may get in an hour, whoever asks. */
export const EMAIL_CHANGE_MAILS_PER_RECIPIENT_HOUR = 3;
const HOUR_MS = 3_600_000;

const tooManyEmailChanges = () =>
  new DomainError(API_ERROR_CODES.emailChangeTooMany, profileMessages.emailChangeTooMany);

/**
 * One more under `key` in the shared attempt store (Redis when several processes run); false past
 * `limit` in the hour. A store that does not answer lets the request through, like the reset-mail
 * quota and the burst limit.
 */
async function withinHourlyLimit(security: Security, key: string, limit: number): Promise<boolean> {
  try {
    return (await security.attempts.hit(key, HOUR_MS)) <= limit;
  } catch {
    return true;
  }
}

const addressKey = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 32);

const BLOCKER_MESSAGES = {
  commande_en_cours: profileMessages.deletionBlockedOrder,
  abonnement_en_cours: profileMessages.deletionBlockedSubscription,
  factures_pro_a_regler: profileMessages.deletionBlockedProInvoices,
} as const;

/** Where a request comes from and the shop's origin for the links it sends. */
export interface RequestContext {
  security: Security;
  outbox: Outbox;
  /** The caller's address, for the wrong-password lockout. */
  address: string;
  origin: string;
}

/**
 * The profile page's rules beyond the profile form (`accounts.updateProfile`): the e-mail change by a
 * link sent to the new address, the account deletion, the data download.
 */
export class ProfileService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly ledger: StoredValueLedger,
  ) {}

  /**
   * A new e-mail: the password is checked. The answer is the same whether the new address is free or
   * already an account's (decision 096): a free one gets a single-use link, the owner of a registered
   * one an e-mail telling of the attempt (no link), and the current address a notice in both cases.
   * Both cases write the same rows. Nothing changes until a link is opened. At most
   * EMAIL_CHANGE_REQUESTS_PER_ACCOUNT_HOUR requests per account (then 429: the account is the asker's
   * own) and EMAIL_CHANGE_MAILS_PER_RECIPIENT_HOUR mails per new address (then the same answer, no mail).
   */
  async requestEmailChange(ctx: RequestContext, client: AuthenticatedClient, body: EmailChangeBody) {
    const { db } = this;
    const { security } = ctx;
    await verifyClientPassword(db, security, client, body.password, ctx.address, wrongPassword);
    if (body.email === client.email)
      throw fieldError('email', profileMessages.emailSameAsCurrent, API_ERROR_CODES.emailUnchanged);
    const accountKey = `changement-email:compte:${client.id}`;
    if (!(await withinHourlyLimit(security, accountKey, EMAIL_CHANGE_REQUESTS_PER_ACCOUNT_HOUR)))
      throw tooManyEmailChanges();
    // Counted for every address, free or not, so that the limit tells nothing either.
    const recipientKey = `changement-email:destinataire:${addressKey(body.email)}`;
    const mayMailRecipient = await withinHourlyLimit(
      security,
      recipientKey,
      EMAIL_CHANGE_MAILS_PER_RECIPIENT_HOUR,
    );
    const owner = await findAccountOwner(db, body.email);
    const me = (await getClient(db, client.id)).attributes;
    const now = security.clock();
    const { token, hash } = newOpaqueToken();
    const link = `${ctx.origin}${EMAIL_CHANGE_PAGE}?token=${encodeURIComponent(token)}`;
    // A registered address: its owner is told, no link is sent. A deleted account's placeholder
    // address gets nothing.
    const toNewAddress = owner
      ? owner.statut === 'actif'
        ? { kind: 'changement-email-adresse-utilisee', message: emailChangeAttemptMail(owner) }
        : null
      : {
          kind: 'changement-email-lien',
          message: emailChangeLinkMail(
            { email: body.email, prenom: me.prenom },
            link,
            EMAIL_CHANGE_TTL_HOURS,
          ),
        };
    await db.transaction().execute(async (trx) => {
      // Written for a registered address too, so that both cases write alike: its token is never sent,
      // and a link to a taken address could not move it anyway (`confirmEmailChange`).
      await tokens.retirePendingTokens(trx, client.id, now.toISOString());
      await tokens.insertEmailChangeToken(trx, {
        hash,
        clientId: client.id,
        newEmail: body.email,
        now: now.toISOString(),
        expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_HOURS * 3_600_000).toISOString(),
      });
      if (toNewAddress && mayMailRecipient)
        await ctx.outbox.enqueueMail(trx, { ...toNewAddress, key: `${toNewAddress.kind}:${hash}` });
      await ctx.outbox.enqueueMail(trx, {
        kind: 'changement-email-avis',
        key: `changement-email-avis:${hash}`,
        message: emailChangeNoticeMail({ email: me.email, prenom: me.prenom }, body.email),
      });
    });
    ctx.outbox.nudge();
    return { email: body.email, message: profileMessages.emailChangeSent(body.email) };
  }

  /** The link opened: the e-mail changes once, for the account that asked (another one's link is unknown). */
  async confirmEmailChange(security: Security, clientId: number, token: string) {
    const hash = hashOpaqueToken(token);
    const row = await tokens.findEmailChangeToken(this.db, hash);
    const nowIso = security.clock().toISOString();
    if (!row || row.client_id !== clientId)
      throw new DomainError(API_ERROR_CODES.emailLinkInvalid, profileMessages.emailLinkInvalid);
    if (row.used_at !== null)
      throw new DomainError(API_ERROR_CODES.emailLinkUsed, profileMessages.emailLinkUsed);
    if (row.expires_at <= nowIso)
      throw new DomainError(API_ERROR_CODES.emailLinkExpired, profileMessages.emailLinkExpired);
    const changed = await this.db.transaction().execute(async (trx) => {
      if (!(await tokens.consumeEmailChangeToken(trx, hash, nowIso))) return 'used' as const;
      if (!(await setClientEmail(trx, clientId, row.new_email, nowIso))) return 'taken' as const;
      return 'ok' as const;
    });
    if (changed === 'used')
      throw new DomainError(API_ERROR_CODES.emailLinkUsed, profileMessages.emailLinkUsed);
    if (changed === 'taken') throw emailTaken();
    return { message: profileMessages.emailChanged(row.new_email) };
  }

  deletionMotifs() {
    return DELETION_MOTIFS.map(({ id, valeur }) => ({ id, valeur }));
  }

  async deletionStatus(clientId: number, now: Date): Promise<DeletionStatus> {
    const facts = await erasure.deletionFacts(this.db, clientId, now.toISOString());
    const raisons = deletionBlockers({ ...facts, now }).map((code) => ({
      code,
      message: BLOCKER_MESSAGES[code],
    }));
    return { possible: raisons.length === 0, raisons };
  }

  /**
   * Deletion: the password is checked, then nothing may be in progress; personal data is erased, the
   * orders anonymised and kept, every session revoked, in one transaction (decision 044).
   */
  async deleteAccount(ctx: RequestContext, client: AuthenticatedClient, body: AccountDeletionBody) {
    const { db } = this;
    await verifyClientPassword(db, ctx.security, client, body.password, ctx.address, wrongPassword);
    const now = ctx.security.clock();
    const status = await this.deletionStatus(client.id, now);
    if (!status.possible)
      throw new DomainError(API_ERROR_CODES.deletionBlocked, profileMessages.deletionBlocked);
    const me = (await getClient(db, client.id)).attributes;
    const nowIso = now.toISOString();
    await db.transaction().execute(async (trx) => {
      // The holds' places go back to their slots before the carts and checkouts go.
      await releaseCartHolds(trx, await erasure.clientCartIds(trx, client.id), nowIso);
      await this.ledger.closeOwnCagnottes(trx, client.id, nowIso);
      await erasure.eraseClient(trx, client.id, nowIso);
      await revokeClientSessions(trx, client.id, nowIso, 'account-deletion');
      await erasure.recordDeletion(trx, body.motif_id, nowIso);
      await ctx.outbox.enqueueMail(trx, {
        kind: 'suppression-compte',
        key: `suppression-compte:${client.id}`,
        message: accountDeletedMail({ email: me.email, prenom: me.prenom }),
      });
    });
    ctx.outbox.nudge();
    return { message: profileMessages.accountDeleted };
  }

  /** The data download: the client's own rows only, amounts in euros, dates as the API gives them. */
  async exportData(clientId: number, now: Date): Promise<DataExport> {
    const client = await getClient(this.db, clientId);
    const a = client.attributes;
    const data = await readClientData(this.db, clientId);
    return {
      format: 'cabas-export-v1',
      genere_le: now.toISOString(),
      profil: {
        id: client.id,
        civilite: a.civilite,
        nom: a.nom,
        prenom: a.prenom,
        email: a.email,
        tel: a.tel,
        id_magasin: a.id_magasin,
        optIn: a.optIn,
        optin_sms_suivi_commande_drive: a.optin_sms_suivi_commande_drive,
        adresse: a.adresse,
        complement_adresse: a.complement_adresse,
        cp: a.cp,
        ville: a.ville,
        pays: a.pays,
        departement: a.departement,
        pro: a.isPro,
        nom_entreprise: a.name,
        date_creation: a.date_creation,
      },
      adresses_livraison: data.addresses.map((d) => ({
        id: d.id,
        defaut: d.defaut === 1,
        libelle: d.libelle,
        civilite: d.civilite,
        prenom: d.prenom,
        nom: d.nom,
        adresse: d.adresse,
        complement_adresse: d.complement_adresse,
        code_postal: d.code_postal,
        nom_commune: d.nom_commune,
        tel: d.tel,
        info_livreur: d.info_livreur,
      })),
      commandes: data.orders.map((o) => ({
        id: o.id,
        code: o.code,
        titre: o.titre,
        statut_code: o.statut_code,
        magasin_id: o.store_id,
        type_panier: o.type_panier,
        date_commande: orderDate(new Date(o.placed_at)),
        montant_total_ttc: centsToEuros(o.total_cents),
        montant_total_remise: centsToEuros(o.total_remise_cents),
        email: o.email,
        lignes_commande: data.orderLines
          .filter((l) => l.order_id === o.id)
          .map((l) => ({
            designation: l.designation,
            quantite: l.quantity,
            prix_unitaire: centsToEuros(l.unit_price_cents),
            prix_total_avec_remise: centsToEuros(l.total_cents),
          })),
      })),
      listes_de_courses: data.lists.map((l) => ({
        id: l.id,
        titre: l.titre,
        date_creation: l.created_at,
        produits: data.listLines
          .filter((line) => line.list_id === l.id)
          .map((line) => ({
            produit_id: line.product_id,
            designation: line.designation,
            quantite: line.quantity,
          })),
      })),
      cartes_fidelite: data.loyaltyCards.map((c) => ({
        type_carte: c.type_carte,
        sous_type: c.sous_type,
        numero: c.numero,
        solde_euro: centsToEuros(c.solde_cents),
        solde_euro_suiv: centsToEuros(c.solde_suiv_cents),
        solde_point: c.solde_points,
        solde_point_suiv: c.solde_points_suiv,
        expired: c.expired === 1,
        accept_email: c.accept_email === 1,
        accept_sms: c.accept_sms === 1,
        date_ajout: c.created_at,
      })),
      abonnements: data.subscriptions.map((s) => ({
        code: s.code,
        magasin_id: s.store_id,
        actif: s.actif === 1,
        date_debut: s.date_debut,
        date_fin: s.date_fin,
      })),
      cartes_bancaires: data.paymentCards.map((c) => ({
        nom: c.nom,
        marque: c.marque,
        quatre_derniers_chiffres: c.last4,
        expiration: c.expiration,
      })),
      adresse_facturation: data.billingAddress
        ? {
            civilite: data.billingAddress.civilite,
            prenom: data.billingAddress.prenom,
            nom: data.billingAddress.nom,
            societe: data.billingAddress.societe,
            adresse: data.billingAddress.adresse,
            complement: data.billingAddress.complement,
            code_postal: data.billingAddress.code_postal,
            ville: data.billingAddress.ville,
            pays: data.billingAddress.pays,
          }
        : null,
      newsletters: data.newsletters.map((n) => ({ magasin_id: n.store_id })),
      preference_tickets: data.ticketPreference?.preference ?? null,
      tickets_de_caisse: data.receipts.map((r) => ({
        numero: r.numero,
        magasin_id: r.store_id,
        date_achat: orderDate(new Date(r.purchased_at)),
        montant_total_ttc: centsToEuros(r.total_cents),
        mode_paiement: r.mode_paiement,
      })),
      produits_habituels_retires: data.hiddenUsualProducts.map((h) => ({
        produit_id: h.product_id,
        designation: h.designation,
        date_retrait: h.hidden_at,
      })),
      recettes_personnelles: data.personalRecipes.map((r) => ({
        id: r.id,
        titre: r.titre,
        description: r.description,
        personnes: r.personnes,
        etapes: JSON.parse(r.etapes) as string[],
        ingredients: data.recipeIngredients
          .filter((i) => i.recipe_id === r.id)
          .map((i) => ({ libelle: i.libelle, quantite: i.quantite })),
        date_creation: r.created_at,
      })),
      recettes_favorites: data.favouriteRecipes.map((f) => ({
        recette_id: f.recipe_id,
        titre: f.titre,
        date_ajout: f.created_at,
      })),
      repas: data.meals.map((m) => ({
        jour: m.jour,
        recette_id: m.recipe_id,
        titre: m.titre,
        personnes: m.personnes,
      })),
    };
  }
}
