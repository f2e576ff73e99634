-- Campaign attribution (issue 30; docs/product.md "Campaign attribution (issue 30)"): which campaign brought a
-- contact message, a consultation request (both rows of contact_submissions) or a newsletter signup. One bounded
-- jsonb column on each table: only the keys of widgets/content/attribution.ts (ATTRIBUTION_FIELDS), each a string
-- with something visible, at most its cap in characters, without control characters or the markup brackets < >.
-- Anything else is refused (23514, HTTP 400), never stored. The browser cuts what it reads to the same rules
-- before it sends; supabase/local/attribution.test.ts holds the caps here to that file's. Visitors may insert the
-- column and still cannot read it (no SELECT for anon or authenticated on either table).

-- true when p is null or an attribution as above. Immutable: a CHECK constraint's rule. In the schema private
-- (not exposed by the API); the API roles may execute it (the constraints run it for every writer, the service
-- role included), and anon only through the constraints and the INSERT policies (no USAGE on the schema).
create function private.valid_attribution(p jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p is null or (
    jsonb_typeof(p) = 'object'
    and not exists (
      select 1
        from jsonb_each(p) e
        left join (values
          ('utm_source', 100), ('utm_medium', 100), ('utm_campaign', 200), ('utm_term', 200), ('utm_content', 200),
          ('gclid', 255), ('fbclid', 255), ('msclkid', 255),
          ('referrer', 200), ('landing_path', 500), ('source', 100)
        ) as k(key, max_length) on k.key = e.key
       where k.key is null
          or jsonb_typeof(e.value) <> 'string'
          or not public.has_visible_text(e.value #>> '{}')
          or char_length(e.value #>> '{}') > k.max_length
          or (e.value #>> '{}') ~ '[\x01-\x1f\x7f-\x9f<>]'))
$$;
comment on function private.valid_attribution(jsonb) is
  'CHECK and policy helper: null, or an object of the allowed attribution keys with visible string values within their caps, no control characters, no < or > (widgets/content/attribution.ts).';
revoke all on function private.valid_attribution(jsonb) from public, anon, authenticated;
grant execute on function private.valid_attribution(jsonb) to anon, authenticated, service_role;

alter table public.contact_submissions add column attribution jsonb
  constraint contact_submissions_attribution_check check (private.valid_attribution(attribution));
comment on column public.contact_submissions.attribution is
  'Campaign of a contact message or consultation request (first touch of the visit: utm_*, click ids, referrer origin, landing path; the element''s source). Null: none. Never form text.';
comment on constraint contact_submissions_attribution_check on public.contact_submissions is
  'Allowed keys only, visible string values within their caps, no control characters, < or > (private.valid_attribution).';
grant insert (attribution) on table public.contact_submissions to anon, authenticated;

alter table public.newsletter_subscribers add column attribution jsonb
  constraint newsletter_subscribers_attribution_check check (private.valid_attribution(attribution));
comment on column public.newsletter_subscribers.attribution is
  'Campaign of the signup (first touch of the visit: utm_*, click ids, referrer origin, landing path; the element''s source). Null: none. A repeat signup keeps the first.';
comment on constraint newsletter_subscribers_attribution_check on public.newsletter_subscribers is
  'Allowed keys only, visible string values within their caps, no control characters, < or > (private.valid_attribution).';
grant insert (attribution) on table public.newsletter_subscribers to anon, authenticated;

-- The visitors' INSERT policies state every CHECK constraint of their table (20261125000100_visitor_insert_policies.sql),
-- in the constraints' order by name: the attribution's comes first.
drop policy "Visitors can send a message" on public.contact_submissions;
create policy "Visitors can send a message"
  on public.contact_submissions for insert
  to anon, authenticated
  with check (
    private.check_rule(private.valid_attribution(attribution),
                       'public.contact_submissions', 'contact_submissions_attribution_check')
    and private.check_rule(char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:].]+$',
                       'public.contact_submissions', 'contact_submissions_email_check')
    and private.check_rule(public.has_visible_text(message) and char_length(message) <= 5000,
                           'public.contact_submissions', 'contact_submissions_message_check')
    and private.check_rule(public.has_visible_text(name) and char_length(name) <= 200,
                           'public.contact_submissions', 'contact_submissions_name_check')
    -- the trigger contact_submissions_client_cap counts API requests only (psql, migrations: not counted)
    and (public.request_role() not in ('anon', 'authenticated') or private.within_client_quota('contact-submission'))
  );
comment on policy "Visitors can send a message" on public.contact_submissions is
  'A bounded attribution, a visible name and message within their lengths, an address like local@domain.tld (the CHECK constraints), and within the client''s contact-submission quota.';

drop policy "Visitors can subscribe" on public.newsletter_subscribers;
create policy "Visitors can subscribe"
  on public.newsletter_subscribers for insert
  to anon, authenticated
  with check (
    private.check_rule(private.valid_attribution(attribution),
                       'public.newsletter_subscribers', 'newsletter_subscribers_attribution_check')
    and private.check_rule(char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:].]+$',
                       'public.newsletter_subscribers', 'newsletter_subscribers_email_check')
    and private.check_rule(source_page is null or char_length(source_page) <= 2000,
                           'public.newsletter_subscribers', 'newsletter_subscribers_source_page_check')
    -- the daily cap of the trigger newsletter_subscribers_before_insert (the same 20, LIMITS.newsletterPerClientPerDay)
    and private.within_daily_limit('newsletter-signup', 20)
  );
comment on policy "Visitors can subscribe" on public.newsletter_subscribers is
  'A bounded attribution, an address like local@domain.tld, a page of at most 2000 characters (the CHECK constraints), and within the client''s 20 signups a day.';

-- A repeat signup is kept unchanged (20261124000600_newsletter_uniform_answers.sql): its first attribution too.
create or replace function public.newsletter_subscribers_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_quota json := public.consume_rate_limit('newsletter-signup', public.request_client_address(), 20);
  v_old   public.newsletter_subscribers%rowtype;
begin
  if not (v_quota ->> 'allowed')::boolean then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'P0429', 'message', 'Too many signups from this address today; try again tomorrow',
                                  'details', null, 'hint', null)::text,
      detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', (v_quota ->> 'retry_after')))::text;
  end if;
  new.email := lower(trim(new.email));
  new.consented_at := now();
  delete from public.newsletter_subscribers s where lower(s.email) = new.email returning * into v_old;
  if found then
    new.id := v_old.id;
    new.consented_at := v_old.consented_at;
    new.source_page := v_old.source_page;
    new.attribution := v_old.attribution;
  end if;
  return new;
end
$$;
comment on function public.newsletter_subscribers_before_insert() is
  'BEFORE INSERT on newsletter_subscribers: daily cap per client address (429), lower-cased address, a repeat kept unchanged (its page and attribution too) with the same answer as a new signup.';
