import { describe, expect, it } from 'vitest';
import {
  answerDeadlinePassed,
  preparedLineCents,
  storedDecision,
  substituteAnswer,
  substituteAnswerable,
  substituteAnswerDeadline,
  substituteDecision,
} from './substitutions.ts';

const now = new Date('2026-11-29T10:00:00.000Z');
const before = '2026-11-29T09:59:59.000Z';
const after = '2026-11-29T11:00:00.000Z';
const prepared = { status: 'EN_ATTENTE', prepared: true };

describe('the deadline of the answers', () => {
  it('is the start of the slot, else the collection date, else none', () => {
    expect(substituteAnswerDeadline({ slotStart: after, pickupAt: before })).toBe(after);
    expect(substituteAnswerDeadline({ slotStart: null, pickupAt: before })).toBe(before);
    expect(substituteAnswerDeadline({ slotStart: null })).toBeNull();
  });

  it('passes at its instant; a missing one never passes', () => {
    expect(answerDeadlinePassed(now.toISOString(), now)).toBe(true);
    expect(answerDeadlinePassed(after, now)).toBe(false);
    expect(answerDeadlinePassed(null, now)).toBe(false);
  });
});

describe('substituteDecision', () => {
  it('keeps an answer given, whatever the time', () => {
    expect(substituteDecision('acceptee', before, now)).toBe('acceptee');
    expect(substituteDecision('refusee', before, now)).toBe('refusee');
    expect(substituteDecision('refusee', after, now)).toBe('refusee');
  });

  it('waits for the answer until the deadline, then applies the default (accepted)', () => {
    expect(substituteDecision('en_attente', after, now)).toBe('en_attente');
    expect(substituteDecision('en_attente', before, now)).toBe('acceptee_par_defaut');
    expect(substituteDecision('en_attente', null, now)).toBe('en_attente');
  });

  it('reads an unknown or missing value as waiting', () => {
    expect(storedDecision(null)).toBe('en_attente');
    expect(storedDecision('peut-etre')).toBe('en_attente');
    expect(substituteDecision(null, before, now)).toBe('acceptee_par_defaut');
  });
});

describe('substituteAnswer', () => {
  it('takes an answer while the order is in preparation or prepared, before the deadline', () => {
    expect(substituteAnswer(prepared, 'en_attente', 'refusee', after, now)).toEqual({
      ok: true,
      unchanged: false,
    });
    expect(
      substituteAnswer({ status: 'VALIDEE', prepared: false }, 'en_attente', 'acceptee', null, now),
    ).toEqual({ ok: true, unchanged: false });
  });

  it('refuses it after the deadline or once the closing applied the default', () => {
    expect(substituteAnswer(prepared, 'en_attente', 'refusee', before, now)).toEqual({
      ok: false,
      refusal: 'expiree',
    });
    expect(substituteAnswer(prepared, 'acceptee_par_defaut', 'refusee', after, now)).toEqual({
      ok: false,
      refusal: 'expiree',
    });
  });

  it('refuses it on an order closed, cancelled, or waiting for its payment check', () => {
    for (const order of [
      { status: 'RETIREE', prepared: true },
      { status: 'ANNULEE', prepared: false },
      { status: 'EN_ATTENTE', prepared: false },
      { status: 'COMMANDEE', prepared: false },
    ])
      expect(substituteAnswer(order, 'en_attente', 'acceptee', after, now)).toEqual({
        ok: false,
        refusal: 'statut',
      });
  });

  it('takes one answer: the same again changes nothing, another is refused', () => {
    expect(substituteAnswer(prepared, 'acceptee', 'acceptee', after, now)).toEqual({
      ok: true,
      unchanged: true,
    });
    expect(substituteAnswer(prepared, 'acceptee', 'refusee', after, now)).toEqual({
      ok: false,
      refusal: 'deja_repondu',
    });
  });

  it('offers the buttons only to a substitute still waiting, in time', () => {
    expect(substituteAnswerable(prepared, 'en_attente', after, now)).toBe(true);
    expect(substituteAnswerable(prepared, 'acceptee', after, now)).toBe(false);
    expect(substituteAnswerable(prepared, 'en_attente', before, now)).toBe(false);
    expect(substituteAnswerable({ status: 'RETIREE', prepared: true }, 'en_attente', after, now)).toBe(false);
  });
});

describe('preparedLineCents', () => {
  const line = { outcome: 'remplace', finalCents: 420, totalCents: 500, decision: 'en_attente' };

  it('counts a refused substitute as missing (0 €), any other at its final cents', () => {
    expect(preparedLineCents({ ...line, decision: 'refusee' })).toBe(0);
    expect(preparedLineCents(line)).toBe(420);
    expect(preparedLineCents({ ...line, decision: 'acceptee_par_defaut' })).toBe(420);
    expect(preparedLineCents({ outcome: 'pese', finalCents: 230, totalCents: 200, decision: null })).toBe(
      230,
    );
  });

  it('counts a line without an outcome at its ordered amount', () => {
    expect(preparedLineCents({ outcome: null, finalCents: null, totalCents: 500, decision: null })).toBe(500);
  });
});
