import { endpoints } from '@cabas/contracts';
import type { RouterContextProvider } from 'react-router';
import { authedApi } from '../auth/authed-api.server.ts';

export interface AccountHomeData {
  prenom: string;
  nom: string;
  email: string;
  isPro: boolean;
  companyName: string | null;
  proContact: { name: string; tel: string | null; mail: string | null } | null;
}

/** `/mon-compte`: the shopper as the API knows them (`GET /api/me`); its layout lets shoppers only. */
export async function accountHomeLoader(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<AccountHomeData> {
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
