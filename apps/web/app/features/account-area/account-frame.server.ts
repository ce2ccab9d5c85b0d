import { endpoints } from '@cabas/contracts';
import { mayKeepBankCards } from '@cabas/domain';
import type { RouterContextProvider } from 'react-router';
import { authedApi } from '../../lib/authed-api.server.ts';
import type { AccountMenuFacts } from './account-menu.tsx';

/**
 * What the account menu needs to know of the logged-in shopper (`GET /api/me`). Whether the bank-cards
 * page is offered follows from the account by the rule the API applies (`mayKeepBankCards`): no second
 * call on every account page.
 */
export async function accountFrameLoader(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<AccountMenuFacts> {
  const api = await authedApi(args.request, args.context);
  const me = await api.call(endpoints.accounts.me);
  const isPro = me.data.attributes.isPro;
  return { isPro, bankCardsEligible: mayKeepBankCards({ isPro }) };
}
