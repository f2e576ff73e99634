-- The blog's filter buttons (docs/product.md §2.11, issue 27): the distinct post types, one row each, read by the
-- blog list instead of deriving them from the rows it loaded (a page of 12 posts does not hold every type).
--
-- security_invoker: the view runs with the visitor's rights, so the policy "News is public" of public.news decides
-- what it shows (a view with its owner's rights would bypass RLS; the advisor's security_definer_view).
create view public.news_types
  with (security_invoker = true)
  as select type from public.news group by type;

comment on view public.news_types is 'The distinct news.type values (the blog''s filter buttons). Read-only, public.';

-- Read only: a visitor selects; nobody writes through it (a simple view would otherwise be updatable).
revoke all on table public.news_types from public, anon, authenticated;
grant select on table public.news_types to anon, authenticated;
grant select on table public.news_types to service_role;

-- One page of a type, newest first (/blog/type/<type>/page/<n>), and the grouping above, read from the index.
create index news_type_created_at_idx on public.news (type, created_at desc, id desc);
