import { endpoints } from '@cabas/contracts';
import type { RouterContextProvider } from 'react-router';
import { ROUTE_GUARDS } from '../../route-table.ts';
import { authedApi } from '../auth/authed-api.server.ts';
import { guard } from '../auth/guards.server.ts';

export interface AccountHomeData {
  prenom: string;
  nom: string;
  email: string;
  isPro: boolean;
  companyName: string | null;
  proContact: { name: string; tel: string | null; mail: string | null } | null;
}

/** `/mon-compte`: the shopper as the API knows them, behind the account guards. */
export async function accountHomeLoader(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<AccountHomeData> {
  await guard(args, ROUTE_GUARDS['/mon-compte'] ?? ['authenticated']);
  const api = await authedApi(args.request, args.context);
  const client = (await api.call(endpoints.accounts.me)).data;
  const a = client.attributes;
  const contact = client.pro?.contact ?? null;
  return {
    prenom: a.prenom,
    nom: a.nom,
    email: a.email,
    isPro: a.isPro,
    companyName: a.name,
    proContact: contact
      ? {
          name: `${contact.prenom_referent} ${contact.nom_referent}`.trim(),
          tel: contact.tel_referent,
          mail: contact.mail_referent,
        }
      : null,
  };
}
