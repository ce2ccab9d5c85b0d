import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type {} from '../../db/schema-card-captures.ts';
import type { AuthorisationRefusal, AuthorisationState } from './provider.ts';

/**
 * The sandbox provider's own books: each session's card (authorised, captured, refunded, released)
 * and the answer given to each idempotency key. A real provider keeps them on its servers; the
 * sandbox keeps them in memory (unit tests) or in the shop's database (`sandbox_*` tables, so that
 * they outlive a crash of the process, as a real provider's would).
 */

export type SandboxOperationKind = 'capture' | 'liberation' | 'remboursement';

/** What an operation answers: done with its amount, or refused (the key keeps that answer too). */
export type SandboxAnswer =
  | { status: 'effectue'; amountCents: number }
  | { status: 'refusee'; reason: AuthorisationRefusal };

/** A session's card after an operation, or the refusal; `state` null: a session the sandbox never authorised. */
export function sandboxDecision(
  kind: SandboxOperationKind,
  state: AuthorisationState | null,
  amountCents: number,
): { answer: SandboxAnswer; state: AuthorisationState | null } {
  const refuse = (reason: AuthorisationRefusal) => ({
    answer: { status: 'refusee' as const, reason },
    state,
  });
  if (kind === 'remboursement') {
    // A session paid before authorisations existed (a sale the sandbox kept no book of): accepted.
    if (!state) return { answer: { status: 'effectue', amountCents }, state };
    // Captured money first (a refund); then what is left of an open authorisation (a partial release).
    const refundable = state.capturedCents - state.refundedCents;
    const fromCaptured = Math.min(refundable, amountCents);
    const rest = amountCents - fromCaptured;
    const open = state.closed ? 0 : state.authorisedCents - state.capturedCents - state.releasedCents;
    if (rest > open) return refuse('montant_superieur_autorise');
    return {
      answer: { status: 'effectue', amountCents },
      state: {
        ...state,
        refundedCents: state.refundedCents + fromCaptured,
        releasedCents: state.releasedCents + rest,
      },
    };
  }
  if (!state) return refuse('autorisation_inconnue');
  const open = state.authorisedCents - state.capturedCents - state.releasedCents;
  if (kind === 'liberation') {
    // Releasing twice cancels nothing more, under another key as under the same one.
    const released = state.closed ? 0 : open;
    return {
      answer: { status: 'effectue', amountCents: released },
      state: { ...state, releasedCents: state.releasedCents + released, closed: true },
    };
  }
  if (state.closed) return refuse('autorisation_close');
  if (amountCents <= 0 || amountCents > open) return refuse('montant_superieur_autorise');
  return {
    answer: { status: 'effectue', amountCents },
    state: { ...state, capturedCents: state.capturedCents + amountCents },
  };
}

export interface SandboxBook {
  /** The card of a session is authorised (`vente`: and captured at once); a second call changes nothing. */
  authorise(sessionId: string, cents: number, mode: 'vente' | 'autorisation', now: Date): Promise<void>;
  find(sessionId: string): Promise<AuthorisationState | null>;
  /** Applies one operation once per key, atomically: the same key answers what it answered first. */
  operate(
    key: string,
    kind: SandboxOperationKind,
    sessionId: string,
    amountCents: number,
    now: Date,
  ): Promise<SandboxAnswer>;
}

const fresh = (cents: number, mode: 'vente' | 'autorisation'): AuthorisationState => ({
  authorisedCents: cents,
  capturedCents: mode === 'vente' ? cents : 0,
  refundedCents: 0,
  releasedCents: 0,
  closed: mode === 'vente',
});

/** The books in memory: one process, for unit tests. */
export class MemorySandboxBook implements SandboxBook {
  private readonly cards = new Map<string, AuthorisationState>();
  private readonly answers = new Map<string, SandboxAnswer>();

  async authorise(sessionId: string, cents: number, mode: 'vente' | 'autorisation'): Promise<void> {
    if (!this.cards.has(sessionId)) this.cards.set(sessionId, fresh(cents, mode));
  }

  async find(sessionId: string): Promise<AuthorisationState | null> {
    const state = this.cards.get(sessionId);
    return state ? { ...state } : null;
  }

  async operate(key: string, kind: SandboxOperationKind, sessionId: string, amountCents: number) {
    const known = this.answers.get(key);
    if (known) return known;
    const { answer, state } = sandboxDecision(kind, this.cards.get(sessionId) ?? null, amountCents);
    if (state) this.cards.set(sessionId, state);
    this.answers.set(key, answer);
    return answer;
  }
}

/** The books in the shop's database: they outlive the process (the sandbox's "servers"). */
export class DatabaseSandboxBook implements SandboxBook {
  constructor(private readonly db: Kysely<DB>) {}

  async authorise(sessionId: string, cents: number, mode: 'vente' | 'autorisation', now: Date) {
    const s = fresh(cents, mode);
    await this.db
      .insertInto('sandbox_authorisations')
      .values({
        session_id: sessionId,
        authorised_cents: s.authorisedCents,
        captured_cents: s.capturedCents,
        closed: s.closed ? 1 : 0,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .onConflict((oc) => oc.column('session_id').doNothing())
      .execute();
  }

  async find(sessionId: string): Promise<AuthorisationState | null> {
    const row = await this.db
      .selectFrom('sandbox_authorisations')
      .selectAll()
      .where('session_id', '=', sessionId)
      .executeTakeFirst();
    return row ? stateOf(row) : null;
  }

  operate(key: string, kind: SandboxOperationKind, sessionId: string, amountCents: number, now: Date) {
    const nowIso = now.toISOString();
    return this.db.transaction().execute(async (trx): Promise<SandboxAnswer> => {
      // The key first: a second caller with the same key waits here, then reads the first one's answer.
      const taken = await trx
        .insertInto('sandbox_operations')
        .values({ idempotency_key: key, kind, session_id: sessionId, answer: '', created_at: nowIso })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .returning('idempotency_key')
        .execute();
      if (taken.length === 0) {
        const known = await trx
          .selectFrom('sandbox_operations')
          .select('answer')
          .where('idempotency_key', '=', key)
          .executeTakeFirstOrThrow();
        return JSON.parse(known.answer) as SandboxAnswer;
      }
      // The session's row locked (no-op update) before it is read: two keys on one session queue up.
      await trx
        .updateTable('sandbox_authorisations')
        .set({ updated_at: nowIso })
        .where('session_id', '=', sessionId)
        .execute();
      const row = await trx
        .selectFrom('sandbox_authorisations')
        .selectAll()
        .where('session_id', '=', sessionId)
        .executeTakeFirst();
      const { answer, state } = sandboxDecision(kind, row ? stateOf(row) : null, amountCents);
      if (row && state)
        await trx
          .updateTable('sandbox_authorisations')
          .set({
            captured_cents: state.capturedCents,
            refunded_cents: state.refundedCents,
            released_cents: state.releasedCents,
            closed: state.closed ? 1 : 0,
          })
          .where('session_id', '=', sessionId)
          .execute();
      await trx
        .updateTable('sandbox_operations')
        .set({ answer: JSON.stringify(answer) })
        .where('idempotency_key', '=', key)
        .execute();
      return answer;
    });
  }
}

function stateOf(row: {
  authorised_cents: number;
  captured_cents: number;
  refunded_cents: number;
  released_cents: number;
  closed: number;
}): AuthorisationState {
  return {
    authorisedCents: row.authorised_cents,
    capturedCents: row.captured_cents,
    refundedCents: row.refunded_cents,
    releasedCents: row.released_cents,
    closed: row.closed === 1,
  };
}
