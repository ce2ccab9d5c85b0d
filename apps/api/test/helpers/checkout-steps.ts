import type { CheckoutResponse } from '@cabas/contracts';
import { expect } from 'vitest';
import * as repo from '../../src/modules/checkout/checkout.repository.ts';
import type { CheckoutContext } from '../../src/modules/checkout/checkout-context.ts';
import { type CheckoutDeps, loadCheckoutContext } from '../../src/modules/checkout/checkout-loader.ts';
import { type CheckoutWrite, startWrite } from '../../src/modules/checkout/steps/checkout-write.ts';
import { HttpError } from '../../src/platform/errors.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import type { Shopper } from './checkout.ts';

/** Helpers of the step tests: the API on a fresh database, and checkouts read as a write reads them. */

export interface StepWorld {
  t: TestApp;
  deps: CheckoutDeps;
}

export async function stepWorld(): Promise<StepWorld> {
  const t = await createTestApp();
  const { carts, slots, addresses } = t.app.services;
  return { t, deps: { db: t.database.db, carts, slots, addresses } };
}

export const checkoutRow = (w: StepWorld, id: number) =>
  w.deps.db.selectFrom('checkouts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The checkout's context as the service reads it before a write (its current version). */
export async function contextOf(
  w: StepWorld,
  s: Shopper,
  c: CheckoutResponse | number,
  now = new Date(),
): Promise<CheckoutContext> {
  const { db } = w.deps;
  const row = await checkoutRow(w, typeof c === 'number' ? c : c.data.id);
  const client = await repo.findClient(db, s.clientId);
  const store = await repo.findStore(db, row.store_id);
  if (!client || !store) throw new Error('no client or store');
  return loadCheckoutContext(
    w.deps,
    { store, ...(await repo.findModes(db, row.store_id)) },
    row,
    client,
    now,
  );
}

export const writeOf = async (
  w: StepWorld,
  s: Shopper,
  c: CheckoutResponse | number,
): Promise<CheckoutWrite> => startWrite(await contextOf(w, s, c));

/** The HTTP refusal `run` throws (it must throw one). */
export async function refusal(run: () => unknown): Promise<HttpError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('the step did not refuse');
}

/** `run` is refused with this status and message, listed under `field` when given. */
export async function expectRefused(run: () => unknown, status: number, message: string, field?: string) {
  const error = await refusal(run);
  expect(error.statusCode).toBe(status);
  expect(error.message).toBe(message);
  if (field) expect(error.errors).toEqual({ [field]: [message] });
}
