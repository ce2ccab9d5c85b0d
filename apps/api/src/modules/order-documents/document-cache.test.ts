import { describe, expect, it, vi } from 'vitest';
import { DocumentCache, documentVersion } from './document-cache.ts';

const KB = 1024;
const size = { maxBytes: 10 * KB, maxEntryBytes: 4 * KB, ttlMs: 60_000 };
const pdf = (bytes: number, fill = 1) => Buffer.alloc(bytes, fill);

describe('document cache', () => {
  it('makes a document once, however many ask for it at the same time', async () => {
    const cache = new DocumentCache(size);
    const make = vi.fn(async () => pdf(KB));
    const answers = await Promise.all([1, 2, 3].map(() => cache.getOrMake('a', make)));
    expect(make).toHaveBeenCalledTimes(1);
    expect(answers.every((answer) => answer === answers[0])).toBe(true);
    await cache.getOrMake('a', make);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('stays within its bytes, dropping the least recently used documents', async () => {
    const cache = new DocumentCache(size);
    for (const key of ['a', 'b', 'c', 'd', 'e']) await cache.getOrMake(key, async () => pdf(3 * KB));
    expect(cache.bytes).toBeLessThanOrEqual(size.maxBytes);
    const make = vi.fn(async () => pdf(3 * KB));
    await cache.getOrMake('e', make);
    expect(make).not.toHaveBeenCalled();
    await cache.getOrMake('a', make);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('answers a document too large to keep without keeping it', async () => {
    const cache = new DocumentCache(size);
    const make = vi.fn(async () => pdf(5 * KB));
    expect((await cache.getOrMake('big', make)).byteLength).toBe(5 * KB);
    expect(cache.bytes).toBe(0);
    await cache.getOrMake('big', make);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('keeps no failure: the next ask makes the document again', async () => {
    const cache = new DocumentCache(size);
    await expect(cache.getOrMake('x', async () => Promise.reject(new Error('pdfkit')))).rejects.toThrow(
      'pdfkit',
    );
    expect((await cache.getOrMake('x', async () => pdf(10))).byteLength).toBe(10);
  });

  it('is off with a time to live of 0', async () => {
    const cache = new DocumentCache({ ...size, ttlMs: 0 });
    const make = vi.fn(async () => pdf(10));
    await cache.getOrMake('a', make);
    await cache.getOrMake('a', make);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('gives a version per content: same facts, same version; any change, another one', () => {
    const facts = { code: 'CMD-1', lines: [{ designation: 'Pommes', quantity: 2 }], at: new Date(0) };
    expect(documentVersion(facts)).toBe(documentVersion(structuredClone(facts)));
    expect(documentVersion(facts)).not.toBe(
      documentVersion({ ...facts, lines: [{ designation: 'Pommes', quantity: 3 }] }),
    );
  });
});
