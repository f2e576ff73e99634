/**
 * mulberry32: a small seeded PRNG, the same sequence for the same seed everywhere (the benefit cards' server order,
 * bench media, fuzz inputs). Plain code, no imports: the browser bundle, Node scripts and tests share it.
 */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A repeatable sequence from a text: its FNV-1a hash as the seed. */
export function prngFromText(text: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return prng(h);
}
