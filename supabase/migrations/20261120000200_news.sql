-- News items / blog posts (docs/product.md §3, §7 calls 3 and 4): public to read, written by staff with the service role.
create table public.news (
  id          uuid        primary key default gen_random_uuid(),
  created_at  timestamptz not null default now(),
  title       text        not null,
  content     text        not null,
  type        text        not null default 'announcement',
  source      text,
  constraint news_title_check   check (title ~ '[^[:space:]]' and char_length(title) <= 300),
  constraint news_content_check check (content ~ '[^[:space:]]' and char_length(content) <= 50000),
  constraint news_type_check    check (type ~ '[^[:space:]]' and char_length(type) <= 50),
  constraint news_source_check  check (source is null or (source ~ '[^[:space:]]' and char_length(source) <= 200))
);
alter table public.news enable row level security;

revoke all on table public.news from public, anon, authenticated;
grant select on table public.news to anon, authenticated;
grant all on table public.news to service_role;

create policy "News is public"
  on public.news for select
  to anon, authenticated
  using (true);

create index news_created_at_idx on public.news (created_at desc);
