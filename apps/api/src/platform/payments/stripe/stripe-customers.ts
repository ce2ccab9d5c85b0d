/**
 * With Stripe Connect direct charges a Customer and its cards live on one connected account: the
 * shop's reference of a Customer names that account (`acct_…/cus_…`), a plain `cus_…` being on the
 * platform's account. A Customer is only ever used on the account that keeps it.
 */
const SEPARATOR = '/';

/** The shop's reference of a Customer kept on `account` (undefined: the platform's account). */
export function customerReference(customer: string, account: string | undefined): string {
  return account ? `${account}${SEPARATOR}${customer}` : customer;
}

/** The account (undefined: the platform's) and Stripe id of a Customer the shop refers to. */
export function customerOf(reference: string): { account: string | undefined; customer: string } {
  const at = reference.indexOf(SEPARATOR);
  if (at < 0) return { account: undefined, customer: reference };
  return { account: reference.slice(0, at), customer: reference.slice(at + 1) };
}

/** The Stripe id of the Customer when it is kept on `account`; undefined when it lives elsewhere. */
export function customerOn(reference: string | null | undefined, account: string | undefined) {
  if (!reference) return undefined;
  const kept = customerOf(reference);
  return kept.account === account ? kept.customer : undefined;
}
