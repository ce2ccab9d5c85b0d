import { describe, expect, it } from 'vitest';
import {
  availableCagnotte,
  eurocoraDecision,
  paysWithCagnotte,
  reservationEnd,
  reservationLive,
} from './eurocora.ts';

describe('eurocora', () => {
  it('lets the own-brand and the Club/Pass cagnottes pay, never a payment card nor an expired card', () => {
    expect(paysWithCagnotte({ typeCarte: 'CP', sousType: 'CP', expired: false })).toBe(true);
    expect(paysWithCagnotte({ typeCarte: 'CRF', sousType: 'CRF', expired: false })).toBe(true);
    expect(paysWithCagnotte({ typeCarte: 'C4', sousType: 'CRF', expired: false })).toBe(false);
    expect(paysWithCagnotte({ typeCarte: 'CRF', sousType: 'CRF', expired: true })).toBe(false);
  });

  it('takes the other checkouts’ reservations off the balance, never below zero', () => {
    expect(availableCagnotte(1000, 300)).toBe(700);
    expect(availableCagnotte(1000, 0)).toBe(1000);
    expect(availableCagnotte(200, 500)).toBe(0);
  });

  it('counts a reservation until its end', () => {
    const now = new Date('2026-12-01T10:00:00.000Z');
    expect(reservationLive(null, now)).toBe(false);
    expect(reservationLive('2026-12-01T10:00:00.000Z', now)).toBe(false);
    expect(reservationLive('2026-12-01T10:00:00.001Z', now)).toBe(true);
    expect(reservationEnd(now)).toBe('2026-12-01T10:30:00.000Z');
    expect(reservationEnd(now, '2026-12-01T11:00:00.000Z')).toBe('2026-12-01T11:00:00.000Z');
  });

  it('reserves within what is left to pay, refuses above the available balance, releases at zero', () => {
    const limits = { availableCents: 700, payableCents: 500 };
    expect(eurocoraDecision(0, limits)).toEqual({ kind: 'release' });
    expect(eurocoraDecision(300, limits)).toEqual({ kind: 'reserve', cents: 300 });
    expect(eurocoraDecision(900, limits)).toEqual({ kind: 'reserve', cents: 500 });
    expect(eurocoraDecision(600, { availableCents: 400, payableCents: 1000 })).toEqual({
      kind: 'refused',
      availableCents: 400,
    });
    expect(eurocoraDecision(100, { availableCents: 400, payableCents: 0 })).toEqual({ kind: 'release' });
  });
});
