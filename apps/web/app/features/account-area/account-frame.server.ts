import { endpoints } from '@cabas/contracts';
import type { RouterContextProvider } from 'react-router';
import { authedApi } from '../auth/authed-api.server.ts';
import type { AccountMenuFacts } from './account-menu.tsx';

/** What the account menu needs to know of the logged-in shopper (`GET /api/me`). */
export async function accountFrameLoader(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<AccountMenuFacts> {
  const api = await authedApi(args.request, args.context);
  const client = (await api.call(endpoints.accounts.me)).data;
  return { isPro: client.attributes.isPro, bankCardsEligible: !client.attributes.isPro };
}
