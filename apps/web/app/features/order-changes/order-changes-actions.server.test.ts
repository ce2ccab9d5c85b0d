import { orderChangeMessages } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import { fakeShopContext } from '../../../test/fake-shop-context.ts';
import { cancelAction } from './cancel.server.ts';
import { editAction } from './edit.server.ts';

/** A fake API that records every call (none must be made for a refused form). */
function fakeApi() {
  const calls: string[] = [];
  const fetch = async (url: string | URL | Request) => {
    calls.push(new URL(String(url)).pathname);
    return Response.json({});
  };
  return { calls, context: fakeShopContext(fetch as typeof globalThis.fetch, 12) };
}

function post(path: string, origin: string | null, fields: Record<string, string> = {}) {
  return new Request(`http://shop.test${path}`, {
    method: 'POST',
    headers: {
      ...(origin ? { origin } : {}),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields),
  });
}

async function settle(promise: Promise<unknown>): Promise<unknown> {
  try {
    return await promise;
  } catch (thrown) {
    return thrown;
  }
}

describe('the cancel and edit forms', () => {
  it('refuse a form posted from another site, or from nowhere, before any API call', async () => {
    for (const origin of ['http://evil.test', null]) {
      const api = fakeApi();
      const cancel = await settle(
        cancelAction({
          request: post('/mon-compte/mes-commandes/4/annulation', origin),
          params: { id: '4' },
          context: api.context,
        }),
      );
      expect(cancel).toMatchObject({ init: { status: 403 } });
      const edit = await settle(
        editAction({
          request: post('/mon-compte/mes-commandes/4/modifier', origin, { intent: 'confirmer' }),
          params: { id: '4' },
          context: api.context,
        }),
      );
      expect(edit).toMatchObject({ init: { status: 403 } });
      expect(api.calls).toEqual([]);
    }
  });

  it('refuses an unknown slot beside the slots and a wrong button in the page, before any API call', async () => {
    const api = fakeApi();
    const slot = await settle(
      editAction({
        request: post('/mon-compte/mes-commandes/4/modifier', 'http://shop.test', {
          intent: 'creneau',
          creneau_id: 'demain',
        }),
        params: { id: '4' },
        context: api.context,
      }),
    );
    expect(slot).toMatchObject({
      init: { status: 422 },
      data: {
        intent: 'creneau',
        result: {
          status: 'error',
          error: { creneau_id: [orderChangeMessages.slotUnknown] },
          initialValue: { creneau_id: 'demain' },
        },
      },
    });
    const button = await settle(
      editAction({
        request: post('/mon-compte/mes-commandes/4/modifier', 'http://shop.test', {
          intent: 'retirer',
          produit_id: 'x',
        }),
        params: { id: '4' },
        context: api.context,
      }),
    );
    expect(button).toMatchObject({
      init: { status: 422 },
      data: { intent: null, error: expect.any(String) },
    });
    expect(api.calls).toEqual([]);
  });

  it('answers 404 for an address whose order id is not a number', async () => {
    const api = fakeApi();
    const answer = await settle(
      cancelAction({
        request: post('/mon-compte/mes-commandes/abc/annulation', 'http://shop.test'),
        params: { id: 'abc' },
        context: api.context,
      }),
    );
    expect(answer).toMatchObject({ init: { status: 404 } });
    expect(api.calls).toEqual([]);
  });
});
