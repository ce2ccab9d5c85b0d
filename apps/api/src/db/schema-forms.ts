import type { Generated, Selectable } from 'kysely';

/** A request sent from a form page (migration 0025); `payload` is the validated form as JSON. */
export interface FormRequestsTable {
  id: Generated<number>;
  reference: string;
  kind: string;
  client_id: number | null;
  store_id: number | null;
  order_id: number | null;
  email: string;
  payload: string;
  created_at: string;
}

/** A store newsletter asked for by an address without an account; sent only once confirmed. */
export interface NewsletterEmailSubscriptionsTable {
  id: Generated<number>;
  email: string;
  store_id: number;
  prenom: string | null;
  requested_at: string;
  confirmed_at: string | null;
}

declare module './schema.ts' {
  interface DB {
    form_requests: FormRequestsTable;
    newsletter_email_subscriptions: NewsletterEmailSubscriptionsTable;
  }
}

export type FormRequestRow = Selectable<FormRequestsTable>;
