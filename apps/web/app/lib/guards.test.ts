import { describe, expect, it } from 'vitest';
import { decideGuard, decideGuards, type GuardFacts } from './guards.ts';

const visitor: GuardFacts = { loggedIn: false, isPro: false, storeId: 12 };
const customer: GuardFacts = { ...visitor, loggedIn: true };
const pro: GuardFacts = { ...customer, isPro: true };
const national: GuardFacts = { ...customer, storeId: null };

describe('route guards', () => {
  it('authenticated: the 401 page for a visitor', () => {
    expect(decideGuard('authenticated', visitor)).toEqual({ kind: 'login-required' });
    expect(decideGuard('authenticated', customer)).toEqual({ kind: 'allow' });
  });

  it('unauthenticated: a logged-in shopper goes home', () => {
    expect(decideGuard('unauthenticated', visitor)).toEqual({ kind: 'allow' });
    expect(decideGuard('unauthenticated', customer)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('unauthenticated-tunnel: a logged-in shopper goes on to the checkout, keeping the cart kind', () => {
    expect(decideGuard('unauthenticated-tunnel', { ...visitor, cartType: 'lad' })).toEqual({ kind: 'allow' });
    expect(decideGuard('unauthenticated-tunnel', { ...customer, cartType: 'lad' })).toEqual({
      kind: 'redirect',
      to: '/commander?type_panier=lad',
    });
    expect(decideGuard('unauthenticated-tunnel', customer)).toEqual({
      kind: 'redirect',
      to: '/commander?type_panier=drive',
    });
  });

  it('forbidden-pro: a pro goes to the account home; others pass', () => {
    expect(decideGuard('forbidden-pro', pro)).toEqual({ kind: 'redirect', to: '/mon-compte' });
    expect(decideGuard('forbidden-pro', customer)).toEqual({ kind: 'allow' });
  });

  it('nouvelle-fidelite: pros go home', () => {
    expect(decideGuard('nouvelle-fidelite', pro)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideGuard('nouvelle-fidelite', visitor)).toEqual({ kind: 'allow' });
  });

  it('pro only: others go to /commander', () => {
    expect(decideGuard('pro-only', customer)).toEqual({ kind: 'redirect', to: '/commander' });
    expect(decideGuard('pro-only', pro)).toEqual({ kind: 'allow' });
  });

  it('tunnel: pros to /commander-pro, an empty cart to /panier; national mode let through to step 1', () => {
    expect(decideGuard('tunnel', pro)).toEqual({ kind: 'redirect', to: '/commander-pro' });
    expect(decideGuard('tunnel', national)).toEqual({ kind: 'allow' });
    expect(decideGuard('tunnel', { ...customer, cartLines: 0, cartType: 'lad' })).toEqual({
      kind: 'redirect',
      to: '/panier?type_panier=lad',
    });
    expect(decideGuard('tunnel', { ...customer, cartLines: 3 })).toEqual({ kind: 'allow' });
  });

  it('tunnel-go-first-step: a step reached before the earlier ones goes back to step 1', () => {
    expect(decideGuard('tunnel-go-first-step', { ...customer, stepReached: false, cartType: 'lad' })).toEqual(
      {
        kind: 'redirect',
        to: '/commander?type_panier=lad',
      },
    );
    expect(decideGuard('tunnel-go-first-step', { ...customer, stepReached: false })).toEqual({
      kind: 'redirect',
      to: '/commander?type_panier=drive',
    });
    expect(decideGuard('tunnel-go-first-step', { ...customer, stepReached: true })).toEqual({
      kind: 'allow',
    });
    expect(decideGuard('tunnel-go-first-step', customer)).toEqual({ kind: 'allow' });
  });

  it('tunnel-pro: others to /commander, national mode to the store chooser, then the pro store rules', () => {
    expect(decideGuard('tunnel-pro', customer)).toEqual({ kind: 'redirect', to: '/commander' });
    expect(decideGuard('tunnel-pro', { ...pro, storeId: null })).toEqual({
      kind: 'redirect',
      to: '/magasins/choisir?redirectTo=%2Fpanier',
    });
    expect(decideGuard('tunnel-pro', { ...pro, cartLines: 0, cartType: 'drive' })).toEqual({
      kind: 'redirect',
      to: '/panier?type_panier=drive',
    });
    const refused = {
      allowed: false as const,
      reason: 'store_outside_agreement' as const,
      message: 'Vous ne pouvez pas commander dans ce magasin avec votre compte pro',
    };
    expect(decideGuard('tunnel-pro', { ...pro, cartLines: 2, proStore: refused })).toEqual({
      kind: 'pro-store-refused',
      reason: 'store_outside_agreement',
      message: refused.message,
    });
    expect(decideGuard('tunnel-pro', { ...pro, proStore: { allowed: true } })).toEqual({ kind: 'allow' });
  });

  it('applies the guards of a route in order', () => {
    expect(decideGuards(['authenticated', 'forbidden-pro'], visitor)).toEqual({ kind: 'login-required' });
    expect(decideGuards(['authenticated', 'forbidden-pro'], pro)).toEqual({
      kind: 'redirect',
      to: '/mon-compte',
    });
    expect(decideGuards(['authenticated', 'forbidden-pro'], customer)).toEqual({ kind: 'allow' });
  });
});
