import {
  API_ERROR_CODES,
  apiMessages,
  type BillingAddress,
  type BillingAddressBody,
  checkoutMessages,
  DELIVERY_ADDRESS_MAX,
  type DeliveryAddress,
  type DeliveryAddressBody,
  type DeliveryAddressUpdateBody,
} from '@cabas/contracts';
import { communeNormalisation } from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { DeliveryAddressRow } from '../../db/schema-checkout.ts';
import { DomainError } from '../../platform/domain-error.ts';
import * as repo from './addresses.repository.ts';
import * as billingRepo from './billing.repository.ts';
import { billingColumns, presentBillingAddress } from './billing-address.ts';

const flag = (v: boolean) => (v ? 1 : 0) as 0 | 1;

export function presentAddress(row: DeliveryAddressRow, livrable: boolean | null): DeliveryAddress {
  return {
    id: row.id,
    defaut: row.defaut === 1,
    libelle: row.libelle,
    civilite: row.civilite as DeliveryAddress['civilite'],
    prenom: row.prenom,
    nom: row.nom,
    adresse: row.adresse,
    complement_adresse: row.complement_adresse,
    code_postal: row.code_postal,
    code_insee: row.code_insee,
    nom_commune: row.nom_commune,
    tel: row.tel,
    normalisee: row.normalisee === 1,
    normalisation_proposee: row.normalisation_proposee,
    type_habitation: row.type_habitation as DeliveryAddress['type_habitation'],
    etage: row.etage,
    digicode1: row.digicode1,
    digicode2: row.digicode2,
    ascenseur: row.ascenseur === 1,
    interphone: row.interphone,
    info_livreur: row.info_livreur,
    centre_ville: row.centre_ville === 1,
    voie_sans_issue: row.voie_sans_issue === 1,
    sens_unique: row.sens_unique === 1,
    rue_pietonne: row.rue_pietonne === 1,
    access_semi_remorque: row.access_semi_remorque === 1,
    residence: row.residence === 1,
    livrable,
  };
}

function columns(body: DeliveryAddressBody) {
  return {
    libelle: body.libelle ?? null,
    civilite: body.civilite,
    prenom: body.prenom,
    nom: body.nom,
    adresse: body.adresse,
    complement_adresse: body.complement_adresse ?? null,
    code_postal: body.code_postal,
    code_insee: body.code_insee,
    nom_commune: body.nom_commune,
    tel: body.tel,
    type_habitation: body.type_habitation ?? null,
    etage: body.etage ?? null,
    digicode1: body.digicode1 ?? null,
    digicode2: body.digicode2 ?? null,
    ascenseur: flag(body.ascenseur),
    interphone: body.interphone ?? null,
    info_livreur: body.info_livreur ?? null,
    centre_ville: flag(body.centre_ville),
    voie_sans_issue: flag(body.voie_sans_issue),
    sens_unique: flag(body.sens_unique),
    rue_pietonne: flag(body.rue_pietonne),
    access_semi_remorque: flag(body.access_semi_remorque),
    residence: flag(body.residence),
  };
}

const unknownAddress = () =>
  new DomainError(API_ERROR_CODES.addressNotFound, checkoutMessages.addressUnknown);

/** Delivery addresses of the logged-in client: owner only, one default. */
export class AddressesService {
  constructor(readonly db: Kysely<DB>) {}

  async list(clientId: number, storeId?: number): Promise<DeliveryAddress[]> {
    const rows = await repo.findAddresses(this.db, clientId);
    const delivered =
      storeId === undefined
        ? null
        : await repo.deliveredPairs(
            this.db,
            storeId,
            rows.map((r) => r.code_postal),
          );
    return rows.map((r) =>
      presentAddress(r, delivered ? delivered.has(`${r.code_postal}|${r.code_insee}`) : null),
    );
  }

  /** Whether a store delivers an address's commune (postal code and INSEE code). */
  async isDelivered(storeId: number, address: { code_postal: string; code_insee: string }): Promise<boolean> {
    const pairs = await repo.deliveredPairs(this.db, storeId, [address.code_postal]);
    return pairs.has(`${address.code_postal}|${address.code_insee}`);
  }

  async owned(clientId: number, id: number): Promise<DeliveryAddressRow> {
    const row = await repo.findOwnedAddress(this.db, clientId, id);
    if (!row) throw unknownAddress();
    return row;
  }

  /** The official commune of the address (422 when none): its name decides the normalisation. */
  async #normalisation(body: DeliveryAddressBody) {
    const official = await repo.communeName(this.db, body.code_postal, body.code_insee);
    if (official === undefined)
      throw new DomainError(API_ERROR_CODES.invalidData, apiMessages.communeNotFound, {
        code_insee: [apiMessages.communeNotFound],
      });
    const result = communeNormalisation(body.nom_commune, official);
    return { normalisee: flag(result.normalisee), normalisation_proposee: result.proposition };
  }

  async create(clientId: number, body: DeliveryAddressBody, now: Date): Promise<DeliveryAddress> {
    const normalisation = await this.#normalisation(body);
    const nowIso = now.toISOString();
    const id = await this.db.transaction().execute(async (trx) => {
      await repo.lockClient(trx, clientId);
      const count = await repo.countAddresses(trx, clientId);
      if (count >= DELIVERY_ADDRESS_MAX)
        throw new DomainError(API_ERROR_CODES.addressLimitReached, checkoutMessages.addressTooMany);
      const defaut = body.defaut || count === 0;
      if (defaut) await repo.unsetDefault(trx, clientId);
      return repo.insertAddress(trx, {
        client_id: clientId,
        ...columns(body),
        ...normalisation,
        defaut: flag(defaut),
        created_at: nowIso,
        updated_at: nowIso,
      });
    });
    return presentAddress(await this.owned(clientId, id), null);
  }

  async update(
    clientId: number,
    id: number,
    body: DeliveryAddressUpdateBody,
    now: Date,
  ): Promise<DeliveryAddress> {
    const current = await this.owned(clientId, id);
    const full = 'adresse' in body ? body : null;
    const normalisation = full ? await this.#normalisation(full) : {};
    await this.db.transaction().execute(async (trx) => {
      // A new default address: unset the previous default, then set the new one.
      const makeDefault = body.defaut === true && current.defaut === 0;
      if (makeDefault) await repo.unsetDefault(trx, clientId, id);
      await repo.updateAddress(trx, clientId, id, {
        ...(full ? columns(full) : {}),
        ...normalisation,
        // An address cannot stop being the default by itself: another one must take over.
        defaut: current.defaut === 1 || body.defaut ? 1 : 0,
        updated_at: now.toISOString(),
      });
    });
    return presentAddress(await this.owned(clientId, id), null);
  }

  async remove(clientId: number, id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const row = await repo.findOwnedAddress(trx, clientId, id);
      if (!row || !(await repo.deleteAddress(trx, clientId, id))) throw unknownAddress();
      if (row.defaut === 1) await repo.promoteNewestToDefault(trx, clientId);
    });
  }

  /** The address of the client's invoices, or null when none was given (invoices ask for one). */
  async billingAddress(clientId: number): Promise<BillingAddress | null> {
    const row = await billingRepo.findBillingAddress(this.db, clientId);
    return row ? presentBillingAddress(row) : null;
  }

  async saveBillingAddress(clientId: number, body: BillingAddressBody, now: Date): Promise<BillingAddress> {
    await billingRepo.upsertBillingAddress(this.db, {
      client_id: clientId,
      ...billingColumns(body),
      updated_at: now.toISOString(),
    });
    const saved = await this.billingAddress(clientId);
    if (!saved) throw new Error('billing address not saved');
    return saved;
  }
}
