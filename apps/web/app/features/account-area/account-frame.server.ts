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
  const [me, cards] = await Promise.all([
    api.call(endpoints.accounts.me),
    api.call(endpoints.paymentAliases.list),
  ]);
  return { isPro: me.data.attributes.isPro, bankCardsEligible: cards.meta.eligible };
}
