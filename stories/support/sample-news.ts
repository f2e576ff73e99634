/** News rows for the stories of the ticker and the blog (docs/product.md §3): types, one with a source. */
export const sampleNews = [
  {
    id: '1',
    created_at: '2026-11-16T15:00:00Z',
    title: 'Holiday glow packages now booking',
    content:
      'Give yourself the gift of great skin. Through December 31, book a HydraFacial with a complimentary LED light session, or pair any IV drip with a B12 booster at no extra cost. Packages can be bought as gifts at the front desk.',
    type: 'promotion',
    source: null,
  },
  {
    id: '2',
    created_at: '2026-11-02T14:30:00Z',
    title: 'Extended Saturday hours this winter',
    content: 'Open Saturdays from 10:00 AM to 6:00 PM.',
    type: 'announcement',
    source: null,
  },
  {
    id: '3',
    created_at: '2026-10-08T13:00:00Z',
    title: 'Gateway Med Spa named a Best of St. Louis finalist',
    content: 'We are honoured to be named a finalist in the medical spa category of this year’s readers’ poll.',
    type: 'press',
    source: 'St. Louis Magazine',
  },
];

/** The posts as the blog's cards (the news_cards view: the text as `summary`). */
export const sampleCards = sampleNews.map(({ content, ...post }) => ({ ...post, summary: content }));

/** `n` more cards, for the list's "More posts" and page links. */
export const manyCards = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    ...sampleCards[i % sampleCards.length]!,
    id: `many-${i}`,
    title: `${sampleCards[i % sampleCards.length]!.title} (${i + 1})`,
    created_at: new Date(Date.UTC(2026, 10, 16) - i * 86_400_000).toISOString(),
  }));

/** The answers of news_cards (`type=eq.`, `offset`, `limit`, the count in Content-Range) and news_types over `cards`. */
export function blogRoutes(cards: readonly { type: string | null; [k: string]: unknown }[]) {
  return {
    'GET /rest/v1/news_cards': (req: { url: URL }) => {
      const p = req.url.searchParams;
      const type = p.get('type')?.replace(/^eq\./, '');
      const matching = type ? cards.filter((c) => c.type === type) : cards;
      const offset = Number(p.get('offset') ?? 0);
      const page = matching.slice(offset, offset + Number(p.get('limit') ?? matching.length));
      const range = page.length ? `${offset}-${offset + page.length - 1}/${matching.length}` : `*/${matching.length}`;
      return { status: 200, body: page, headers: { 'content-range': range } };
    },
    'GET /rest/v1/news_types': {
      status: 200,
      body: [...new Set(cards.map((c) => c.type).filter(Boolean))].sort().map((type) => ({ type })),
    },
  };
}

/**
 * Long text for the "long text" states: a title that runs to several lines and a word longer than a phone is wide
 * (a product name, a URL), which must wrap or be cut, never push the layout sideways.
 */
export const LONG_WORD = 'Hydradermabrasion-with-antioxidant-infusion-and-LED-therapy';
export const LONG_TITLE = `Now booking for the new year: our ${LONG_WORD} package, with a complimentary consultation and follow-up visit for every client who books before the end of January`;
export const LONG_TEXT = `${LONG_TITLE}. ${'Every session starts with a skin analysis and ends with aftercare advice tailored to you. '.repeat(6)}`;
