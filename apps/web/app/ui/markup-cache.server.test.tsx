import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CachedMarkup, MarkupCacheContext } from './cached-markup.tsx';
import { createMarkupCache } from './markup-cache.server.ts';
import { Price } from './price.tsx';

function Label({ name, count }: { name: string; count: number }) {
  return (
    <p>
      {name} : {count} produit{count > 1 ? 's' : ''} <Price cents={count * 199} />
    </p>
  );
}

const text = (html: string) => html.replace(/<[^>]*>/g, '');

/** The whole document as React's streaming renderer writes it (the renderer of entry.server.tsx). */
function streamed(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        pipe({
          write(chunk: Uint8Array | string) {
            html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
            return true;
          },
          end() {
            resolve(html);
          },
          on() {},
          once() {},
          emit() {},
          removeListener() {},
        } as unknown as NodeJS.WritableStream);
      },
      onShellError: reject,
    });
  });
}

describe('CachedMarkup', () => {
  const page = (cache: ReturnType<typeof createMarkupCache> | null, count: number) => (
    <MarkupCacheContext value={cache}>
      <section>
        <CachedMarkup source={{ kind: 'label', data: count }} className="static">
          <Label name="Pommes" count={count} />
        </CachedMarkup>
      </section>
    </MarkupCacheContext>
  );

  it('writes, from the cache, exactly the markup the page renderer writes (text separators included)', async () => {
    const cache = createMarkupCache();
    const plain = await streamed(page(null, 3));
    expect(plain).toContain('<!-- -->');
    expect(await streamed(page(cache, 3))).toBe(plain);
    // Second page: served from the cache, still the same markup.
    expect(await streamed(page(cache, 3))).toBe(plain);
    expect(cache.size()).toBe(1);
  });

  it('renders again for another key and keeps at most the given number of entries', () => {
    const cache = createMarkupCache(2);
    for (const count of [1, 2, 3]) renderToString(page(cache, count));
    expect(cache.size()).toBe(2);
    expect(renderToString(page(cache, 1))).toBe(renderToString(page(null, 1)));
    expect(text(renderToString(page(cache, 1)))).toContain('Pommes : 1 produit 1,99');
  });

  it('renders as usual when told not to use the cache (content that depends on the page)', () => {
    const cache = createMarkupCache();
    const html = renderToString(
      <MarkupCacheContext value={cache}>
        <CachedMarkup source={{ kind: 'label', data: 2 }} serverCache={false}>
          <Label name="Poires" count={2} />
        </CachedMarkup>
      </MarkupCacheContext>,
    );
    expect(text(html)).toContain('Poires : 2 produits');
    expect(cache.size()).toBe(0);
  });
});
