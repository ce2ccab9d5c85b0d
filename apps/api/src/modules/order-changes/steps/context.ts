import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { Outbox } from '../../../platform/outbox/outbox.ts';
import type { CardOperations } from '../../../platform/payments/provider.ts';
import type { StoredValueLedger } from '../../ledger/stored-value-ledger.ts';
import type { OrderLedger } from '../../payments/order-ledger.ts';
import type { PaymentPages } from '../../payments/payment-pages.ts';
import type { ProInvoices } from '../../pro-space/pro-invoices.ts';
import type { SlotsService } from '../../slots/slots.service.ts';
import type { CartRules } from '../order-change-rules.ts';
import type { ChangeableOrder } from '../order-changes.repository.ts';

/** What the steps of an order's change use: built once with the service. */
export interface OrderChangeDeps {
  db: Kysely<DB>;
  provider: CardOperations;
  /** Where an extra payment is paid: the sandbox's page or the provider's hosted one. */
  pages: PaymentPages;
  outbox: Outbox;
  slots: SlotsService;
  ledger: OrderLedger;
  storedValue: StoredValueLedger;
  carts: CartRules;
  /** What a pro order on invoice owes, given back by a cancel (decision 119). */
  proInvoices: Pick<ProInvoices, 'atCancel'>;
}

export type Db = Kysely<DB> | Transaction<DB>;
export type Trx = Transaction<DB>;

/** A placed order as a change reads it: its slot's times, its first payment, its store. */
export type Order = ChangeableOrder;

/** A slot the change moves the order to. */
export interface NewSlot {
  id: number;
  debut: string;
  fin: string;
}
