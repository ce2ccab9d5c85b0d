import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { ByteCacheSize } from '../../platform/cache-sizes.ts';

type Make = () => Promise<Buffer>;

/**
 * The version of a document: a digest of everything it shows (the facts given to its generator).
 * An edited order (new lines), a new status or title, an issued invoice, a store's new phone number
 * all give another version; the same facts give the same one, so the same bytes can be served.
 */
export function documentVersion(facts: unknown): string {
  return createHash('sha256').update(JSON.stringify(facts)).digest('base64url');
}

/**
 * Generated PDFs, bounded by their bytes (lru-cache `maxSize`), keyed by the document and its
 * version. A key asked again while its PDF is being made waits for that one (lru-cache `fetch`):
 * a burst of the same download makes it once. A failed generation is not kept. The caller checks
 * who may read the document before asking: the cache itself knows nothing of access.
 */
export class DocumentCache {
  readonly #lru: LRUCache<string, Buffer, Make> | null;

  constructor(size: ByteCacheSize) {
    this.#lru =
      size.ttlMs > 0 && size.maxBytes > 0
        ? new LRUCache<string, Buffer, Make>({
            maxSize: size.maxBytes,
            maxEntrySize: size.maxEntryBytes,
            sizeCalculation: (pdf, key) => pdf.byteLength + key.length,
            ttl: size.ttlMs,
            fetchMethod: (_key, _old, { context }) => context(),
          })
        : null;
  }

  /** The PDF of `key`, made by `make` unless kept. */
  async getOrMake(key: string, make: Make): Promise<Buffer> {
    if (!this.#lru) return make();
    return (await this.#lru.fetch(key, { context: make })) ?? make();
  }

  /** Bytes kept (for tests and probes). */
  get bytes(): number {
    return this.#lru?.calculatedSize ?? 0;
  }
}
