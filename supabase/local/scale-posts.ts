/**
 * A clinic's real amount of news (issue 27): `count` posts (two a week for ten years is about 1,000), each a few
 * paragraphs long, of the seed's five types, inserted with the service key through the REST API as staff publish
 * them. Shared by the scale tests (supabase/local/news-scale.test.ts) and the browser tests of the paged blog.
 */
import { LIMITS } from '../functions/_shared/limits.ts';

const TYPES = ['announcement', 'education', 'event', 'press', 'promotion'] as const;
const WORDS =
  'skin hair treatment clinic consultation results session laser serum hydration recovery collagen follicle dermal gentle routine doctor nurse comfort glow'.split(
    ' ',
  );

/** A post's text: `paragraphs` paragraphs of about 60 words (about 1 KB of text for the default 3; 50 000 at most). */
export function postText(i: number, paragraphs = 3): string {
  return Array.from(
    { length: paragraphs },
    (_, p) => Array.from({ length: 60 }, (_, w) => WORDS[(i * 7 + p * 13 + w * 3) % WORDS.length]).join(' ') + '.',
  ).join('\n\n');
}

/** The rows: newest first from `newest`, one every 3.5 days; a title that says which post it is. */
export function scalePosts(count: number, newest = Date.UTC(2026, 9, 1), marker = 'Scale post'): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) => ({
    title: `${marker} ${i + 1}: ${WORDS[i % WORDS.length]} notes`,
    content: postText(i),
    type: TYPES[i % TYPES.length],
    source: i % 4 === 0 ? 'Gateway Med Spa Journal' : null,
    created_at: new Date(newest - i * 3.5 * 86_400_000).toISOString(),
  }));
}

/**
 * Inserts the rows with the service key (`url`: the backend's origin), at most LIMITS.insertRows a request; answers
 * their ids.
 */
export async function insertPosts(url: string, serviceKey: string, rows: Record<string, unknown>[]): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += LIMITS.insertRows) {
    const res = await fetch(`${url}/rest/v1/news?select=id`, {
      method: 'POST',
      headers: {
        apikey: serviceKey,
        Authorization: `Bearer ${serviceKey}`,
        'Content-Type': 'application/json',
        Prefer: 'return=representation',
      },
      body: JSON.stringify(rows.slice(i, i + LIMITS.insertRows)),
    });
    if (res.status !== 201) throw new Error(`inserting posts: ${res.status} ${await res.text()}`);
    ids.push(...((await res.json()) as { id: string }[]).map((r) => r.id));
  }
  return ids;
}
