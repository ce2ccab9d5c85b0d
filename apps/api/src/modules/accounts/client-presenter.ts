import type { Civilite, ClientResource, ProContact } from '@cabas/contracts';
import { mustRenewPassword, orderDate } from '@cabas/domain';
import type { StoreProContactsTable } from '../../db/schema.ts';
import type { ClientRow } from '../../db/schema-accounts.ts';

type ContactRow = Pick<StoreProContactsTable, 'prenom' | 'nom' | 'tel' | 'mobile' | 'mail'>;

export function presentProContact(contact: ContactRow): ProContact {
  return {
    prenom_referent: contact.prenom,
    nom_referent: contact.nom,
    tel_referent: contact.tel,
    mobile_referent: contact.mobile,
    mail_referent: contact.mail,
  };
}

/**
 * The client as the API shows it, with the number of orders and the last order's date
 * (YYYY-MM-DD HH:mm:ss, Paris time). The password hash never leaves the API.
 */
export function presentClient(
  client: ClientRow,
  pro: { agreementStoreIds: number[]; contact: ContactRow | null } | null,
  orders: { count: number; last: string | null } = { count: 0, last: null },
): ClientResource {
  const isPro = client.is_pro === 1;
  return {
    type: 'client',
    id: client.id,
    attributes: {
      civilite: client.civilite as Civilite,
      nom: client.nom,
      prenom: client.prenom,
      email: client.email,
      tel: client.tel,
      id_magasin: client.id_magasin,
      statut: client.statut,
      optIn: client.opt_in === 1,
      optin_sms_suivi_commande_drive: client.optin_sms_suivi_commande_drive === 1,
      nb_commandes: orders.count,
      date_derniere_commande: orders.last ? orderDate(new Date(orders.last)) : null,
      pro: isPro,
      isPro,
      name: client.pro_company_name,
      adresse: client.adresse,
      complement_adresse: client.complement_adresse,
      cp: client.cp,
      ville: client.ville,
      pays: client.pays,
      departement: client.departement,
      porteur_cartes_enseigne: client.own_cards_holder === 1,
      porteur_carte_partenaire: client.partner_card_holder === 1,
      cartes_appairees: client.all_cards_paired === 1,
      num_carte_malin: client.num_carte_malin,
      num_carte_cabas: client.num_carte_cabas,
      password_expired: mustRenewPassword({ passwordRuleVersion: client.password_rule_version, isPro }),
      date_creation: client.created_at,
    },
    pro:
      isPro && pro
        ? {
            magasins_autorises: pro.agreementStoreIds,
            contact: pro.contact ? presentProContact(pro.contact) : null,
          }
        : null,
  };
}
