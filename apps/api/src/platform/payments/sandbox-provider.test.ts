import { describe, expect, it } from 'vitest';
import { MemorySandboxBook } from './sandbox-book.ts';
import { SandboxProvider } from './sandbox-provider.ts';

/** The sandbox's authorisations: partial capture, refusals, one answer per key (decision 109). */

async function authorised(cents = 5000) {
  const provider = new SandboxProvider('secret', 'http://127.0.0.1', new MemorySandboxBook());
  await provider.authorise('s1', cents, 'autorisation');
  return provider;
}

describe('the sandbox provider', () => {
  it('captures part of an authorisation, then the rest, never more', async () => {
    const p = await authorised();
    expect(await p.capture({ idempotencyKey: 'c1', sessionId: 's1', amountCents: 3000 })).toMatchObject({
      status: 'effectue',
      amountCents: 3000,
    });
    expect(await p.capture({ idempotencyKey: 'c2', sessionId: 's1', amountCents: 2001 })).toEqual({
      status: 'refusee',
      reason: 'montant_superieur_autorise',
    });
    expect(await p.capture({ idempotencyKey: 'c3', sessionId: 's1', amountCents: 2000 })).toMatchObject({
      status: 'effectue',
    });
    expect(await p.authorisation('s1')).toMatchObject({ authorisedCents: 5000, capturedCents: 5000 });
  });

  it('refuses a capture above the authorisation and takes nothing', async () => {
    const p = await authorised();
    expect(await p.capture({ idempotencyKey: 'c1', sessionId: 's1', amountCents: 5001 })).toEqual({
      status: 'refusee',
      reason: 'montant_superieur_autorise',
    });
    expect((await p.authorisation('s1'))?.capturedCents).toBe(0);
    expect(await p.capture({ idempotencyKey: 'x', sessionId: 'inconnue', amountCents: 1 })).toEqual({
      status: 'refusee',
      reason: 'autorisation_inconnue',
    });
  });

  it('answers a retried key with the same capture and takes nothing more', async () => {
    const p = await authorised();
    const first = await p.capture({ idempotencyKey: 'c1', sessionId: 's1', amountCents: 1500 });
    const again = await p.capture({ idempotencyKey: 'c1', sessionId: 's1', amountCents: 1500 });
    expect(again).toEqual(first);
    const both = await Promise.all([
      p.capture({ idempotencyKey: 'c2', sessionId: 's1', amountCents: 1000 }),
      p.capture({ idempotencyKey: 'c2', sessionId: 's1', amountCents: 1000 }),
    ]);
    expect(both[0]).toEqual(both[1]);
    expect((await p.authorisation('s1'))?.capturedCents).toBe(2500);
  });

  it('releases what is left after a capture; nothing can be captured after it', async () => {
    const p = await authorised();
    await p.capture({ idempotencyKey: 'c1', sessionId: 's1', amountCents: 3200 });
    const released = await p.release({ idempotencyKey: 'r1', sessionId: 's1' });
    expect(released).toMatchObject({ status: 'effectue', releasedCents: 1800 });
    expect(await p.release({ idempotencyKey: 'r1', sessionId: 's1' })).toEqual(released);
    expect(await p.release({ idempotencyKey: 'r2', sessionId: 's1' })).toMatchObject({ releasedCents: 0 });
    expect(await p.capture({ idempotencyKey: 'c2', sessionId: 's1', amountCents: 1 })).toEqual({
      status: 'refusee',
      reason: 'autorisation_close',
    });
    expect(await p.authorisation('s1')).toEqual({
      authorisedCents: 5000,
      capturedCents: 3200,
      refundedCents: 0,
      releasedCents: 1800,
      closed: true,
    });
  });

  it('refunds uncaptured money as a partial release, captured money as a refund', async () => {
    const p = await authorised();
    await p.refund({ idempotencyKey: 'rf1', sessionId: 's1', amountCents: 1000 });
    expect(await p.capture({ idempotencyKey: 'c1', sessionId: 's1', amountCents: 4001 })).toMatchObject({
      status: 'refusee',
    });
    await p.capture({ idempotencyKey: 'c2', sessionId: 's1', amountCents: 4000 });
    await p.refund({ idempotencyKey: 'rf2', sessionId: 's1', amountCents: 500 });
    await expect(p.refund({ idempotencyKey: 'rf3', sessionId: 's1', amountCents: 3501 })).rejects.toThrow();
    expect(await p.authorisation('s1')).toMatchObject({
      capturedCents: 4000,
      refundedCents: 500,
      releasedCents: 1000,
    });
  });

  it('keeps the refund of a session it never authorised (a sale before decision 109)', async () => {
    const p = new SandboxProvider('secret', 'http://127.0.0.1');
    const answer = await p.refund({ idempotencyKey: 'annulation:1:s', sessionId: 's', amountCents: 700 });
    expect(answer.reference).toMatch(/^sbx_rf_/);
  });

  it('takes a sale at once: nothing left to capture, refundable', async () => {
    const p = new SandboxProvider('secret', 'http://127.0.0.1');
    await p.authorise('v', 900, 'vente');
    expect(await p.capture({ idempotencyKey: 'c', sessionId: 'v', amountCents: 1 })).toMatchObject({
      status: 'refusee',
    });
    await p.refund({ idempotencyKey: 'rf', sessionId: 'v', amountCents: 900 });
    expect(await p.authorisation('v')).toMatchObject({ capturedCents: 900, refundedCents: 900 });
  });
});
