/**
 * `/mon-compte/ma-fidelite/defis`: the customer's défis with her progress. The section is hers only
 * when a challenge is offered to her (spec doc 2 §6); otherwise a 302 goes to the loyalty page.
 */
import { API_ERROR_CODES } from '@cabas/contracts';
import { type RouterContextProvider, redirect } from 'react-router';
import { isApiError } from '../../lib/api-client.server.ts';
import { authedApi } from '../../lib/authed-api.server.ts';
import { challengeCalls, type ShopChallenge } from './challenges-api.server.ts';

export const LOYALTY_PAGE = '/mon-compte/ma-fidelite';

export interface ChallengesPageData {
  challenges: ShopChallenge[];
}

export async function challengesLoader(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ChallengesPageData> {
  const api = await authedApi(request, context);
  try {
    const { challenges, eligible } = await challengeCalls.list(api);
    if (!eligible) throw redirect(LOYALTY_PAGE, 302);
    return { challenges };
  } catch (error) {
    // A pro has no loyalty scheme: the layout sends pros away before; the API's refusal does the same.
    if (isApiError(error) && error.code === API_ERROR_CODES.loyaltyProRefused)
      throw redirect(LOYALTY_PAGE, 302);
    throw error;
  }
}
