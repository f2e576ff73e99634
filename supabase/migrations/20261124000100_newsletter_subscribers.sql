-- Newsletter subscribers (docs/product.md §2 "Newsletter", §5): written by anonymous visitors through
-- <medspa-newsletter>, read only by the service role. One row per address (case-insensitive), with the time of
-- consent and the page the signup came from. A second signup of the same address is answered exactly like the
-- first (the row is skipped, no error), so the form never tells whether an address is on the list.
create table public.newsletter_subscribers (
  id            uuid        primary key default gen_random_uuid(),
  email         text        not null,
  consented_at  timestamptz not null default now(),
  source_page   text,
  constraint newsletter_subscribers_email_check
    check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:].]+$'),
  constraint newsletter_subscribers_source_page_check
    check (source_page is null or char_length(source_page) <= 2000)
);
alter table public.newsletter_subscribers enable row level security;

comment on table public.newsletter_subscribers is
  'Newsletter signups. Anon may insert an email (and the page); reading is for the service role.';

create unique index newsletter_subscribers_email_key on public.newsletter_subscribers (lower(email));

revoke all on table public.newsletter_subscribers from public, anon, authenticated;
grant all on table public.newsletter_subscribers to service_role;
-- Only the address and the page may be supplied; id and consented_at are always the server's.
grant insert (email, source_page) on table public.newsletter_subscribers to anon, authenticated;

create policy "Visitors can subscribe"
  on public.newsletter_subscribers for insert
  to anon, authenticated
  with check (true); -- the CHECK constraints above validate the content

-- Before each signup: a daily cap per client address (the first x-forwarded-for of PostgREST's request.headers;
-- 'unknown' where none is given), the address lower-cased, and a repeat signup skipped without an error.
create function public.newsletter_subscribers_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_headers json := nullif(current_setting('request.headers', true), '')::json;
  v_address text := left(coalesce(nullif(trim(split_part(v_headers ->> 'x-forwarded-for', ',', 1)), ''), 'unknown'), 200);
begin
  if not (public.consume_rate_limit('newsletter-signup', v_address, 20) ->> 'allowed')::boolean then
    raise exception 'too many newsletter signups from this address today' using errcode = '54000';
  end if;
  new.email := lower(trim(new.email));
  new.consented_at := now();
  if exists (select 1 from public.newsletter_subscribers s where lower(s.email) = new.email) then
    return null;
  end if;
  return new;
end
$$;
revoke all on function public.newsletter_subscribers_before_insert() from public, anon, authenticated;

create trigger newsletter_subscribers_before_insert
  before insert on public.newsletter_subscribers
  for each row execute function public.newsletter_subscribers_before_insert();
