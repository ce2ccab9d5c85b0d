import type { BillingAddress, BillingAddressBody } from '@cabas/contracts';
import type { BillingAddressRow } from '../../db/schema-account-extras.ts';

export function presentBillingAddress(row: BillingAddressRow): BillingAddress {
  return {
    civilite: row.civilite as BillingAddress['civilite'],
    prenom: row.prenom,
    nom: row.nom,
    societe: row.societe,
    adresse: row.adresse,
    complement: row.complement,
    codePostal: row.code_postal,
    ville: row.ville,
    departement: row.departement,
    pays: row.pays as BillingAddress['pays'],
    date_modification: row.updated_at,
  };
}

export function billingColumns(body: BillingAddressBody) {
  return {
    civilite: body.civilite,
    prenom: body.prenom,
    nom: body.nom,
    societe: body.societe,
    adresse: body.adresse,
    complement: body.complement,
    code_postal: body.codePostal,
    ville: body.ville,
    departement: body.departement,
    pays: body.pays,
  };
}
