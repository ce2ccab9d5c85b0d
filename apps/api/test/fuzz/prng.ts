/** The seed's mulberry32 generator: the fuzz run sends the same requests for the same seed. */
export { Random as Prng } from '../../src/db/seed/random.ts';

/** FNV-1a of a text: one seed per principal and operation, from the run's seed. */
export function hashSeed(seed: number, text: string): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
