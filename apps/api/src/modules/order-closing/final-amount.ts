import { eurosToCents } from '@cabas/domain';
import type { PreparationService } from '../preparation/preparation.service.ts';
import type { SubstitutionService } from '../substitutions/substitutions.service.ts';
import type { FinalAmountSource } from './order-closing.service.ts';

/**
 * The one place the closing reads a prepared order's final amount (decision 114): the preparation's
 * own (decision 112: each line's final cents, the fees, the order's reductions), through its service.
 * First, every substitute still waiting for the customer's answer takes the default (accepted) once
 * and for all (decision 115): the amount read next, the capture and the invoice agree with it, and an
 * answer arriving after it is refused. A refused substitute counts as missing.
 * When the preparation offers a call that answers the amount in cents, it replaces this one.
 */
export const preparedFinalCents =
  (
    preparation: Pick<PreparationService, 'view'>,
    substitutions: Pick<SubstitutionService, 'settleAtClosing'>,
  ): FinalAmountSource =>
  async (staff, orderId, now) => {
    // `closeByStaff` checked the order's store before asking for its amount.
    await substitutions.settleAtClosing(orderId, now);
    return eurosToCents((await preparation.view(staff, orderId, now)).montant_final);
  };
