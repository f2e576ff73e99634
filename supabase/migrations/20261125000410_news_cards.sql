-- The blog's cards (docs/product.md §2.11, §7.3, issue 27): what a card shows, a summary in place of the full text.
-- A card clamps its text to 3 lines (§9.2), so the list reads at most the first 300 characters of a post (with "…"
-- when there is more) instead of up to 50 000: a page of cards and the RSS feed stay small with long posts.
--
-- security_invoker: the view runs with the visitor's rights, so the policy "News is public" of public.news decides
-- what it shows (a view with its owner's rights would bypass RLS; the advisor's security_definer_view).
create view public.news_cards
  with (security_invoker = true)
  as select id,
            created_at,
            title,
            case when char_length(content) > 300 then left(content, 300) || '…' else content end as summary,
            type,
            source
       from public.news;

comment on view public.news_cards is 'One row per post as a card shows it: the text cut to 300 characters. Read-only, public.';

-- Read only: a visitor selects; nobody writes through it (a simple view would otherwise be updatable).
revoke all on table public.news_cards from public, anon, authenticated;
grant select on table public.news_cards to anon, authenticated;
grant select on table public.news_cards to service_role;

-- The list's order (newest first, the id breaking ties so pages never overlap) read from an index.
create index news_created_at_id_idx on public.news (created_at desc, id desc);
