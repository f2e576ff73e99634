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
