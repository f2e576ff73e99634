-- Lead metadata (issue 37; docs/backend.md "Leads"): a partner's own data on a contact message, a consultation
-- request (both rows of contact_submissions) or a newsletter signup, from the element's `metadata`. One bounded
-- jsonb column on each table, by the rules of widgets/content/metadata.ts: an object of at most 10 keys, each a
-- letter then letters, digits or _ (35 at most), each value a visible string of at most 200 characters without
-- control characters or < >, a number within the safe integers with at most 6 decimal places, or a boolean.
-- Anything else is refused (23514, HTTP 400), never stored. The browser leaves out what breaks the rules before it
-- sends; supabase/local/leads.test.ts holds the numbers here to that file's. Visitors may insert the
-- column and still cannot read it (no SELECT for anon or authenticated on either table).

-- true when p is null or metadata as above. Immutable: a CHECK constraint's rule. In the schema private, as
-- private.valid_attribution() (20261125000200_attribution.sql), for the same reasons.
create function private.valid_metadata(p jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p is null or (
    jsonb_typeof(p) = 'object'
    and (select count(*) from jsonb_object_keys(p)) <= 10
    and not exists (
      select 1
        from jsonb_each(p) e
       where e.key !~ '^[A-Za-z][A-Za-z0-9_]{0,34}$'
          or case jsonb_typeof(e.value)
               when 'boolean' then false
               when 'number' then abs(e.value::numeric) > 9007199254740991 or scale(e.value::numeric) > 6
               when 'string' then not public.has_visible_text(e.value #>> '{}')
                               or char_length(e.value #>> '{}') > 200
                               or (e.value #>> '{}') ~ '[\x01-\x1f\x7f-\x9f<>]'
               else true
             end))
$$;
comment on function private.valid_metadata(jsonb) is
  'CHECK and policy helper: null, or an object of at most 10 keys ([A-Za-z][A-Za-z0-9_]{0,34}) with visible strings of at most 200 characters (no control characters, < or >), numbers (safe integers, at most 6 decimals) or booleans (widgets/content/metadata.ts).';
revoke all on function private.valid_metadata(jsonb) from public, anon, authenticated;
grant execute on function private.valid_metadata(jsonb) to anon, authenticated, service_role;

alter table public.contact_submissions add column metadata jsonb
  constraint contact_submissions_metadata_check check (private.valid_metadata(metadata));
comment on column public.contact_submissions.metadata is
  'The embedding partner''s own data on a contact message or consultation request (the element''s metadata attribute). Null: none. Never form text.';
comment on constraint contact_submissions_metadata_check on public.contact_submissions is
  'At most 10 keys of the key pattern; visible strings within 200 characters without control characters, < or >, bounded numbers, booleans (private.valid_metadata).';
grant insert (metadata) on table public.contact_submissions to anon, authenticated;

alter table public.newsletter_subscribers add column metadata jsonb
  constraint newsletter_subscribers_metadata_check check (private.valid_metadata(metadata));
comment on column public.newsletter_subscribers.metadata is
  'The embedding partner''s own data on the signup (the element''s metadata attribute). Null: none. A repeat signup keeps the first.';
comment on constraint newsletter_subscribers_metadata_check on public.newsletter_subscribers is
  'At most 10 keys of the key pattern; visible strings within 200 characters without control characters, < or >, bounded numbers, booleans (private.valid_metadata).';
grant insert (metadata) on table public.newsletter_subscribers to anon, authenticated;

-- The visitors' INSERT policies state every CHECK constraint of their table (20261125000100_visitor_insert_policies.sql),
-- in the constraints' order by name: the metadata's comes after the message's (contact) and before the page's
-- (newsletter).
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
    and private.check_rule(private.valid_metadata(metadata),
                           'public.contact_submissions', 'contact_submissions_metadata_check')
    and private.check_rule(public.has_visible_text(name) and char_length(name) <= 200,
                           'public.contact_submissions', 'contact_submissions_name_check')
    -- the trigger contact_submissions_client_cap counts API requests only (psql, migrations: not counted)
    and (public.request_role() not in ('anon', 'authenticated') or private.within_client_quota('contact-submission'))
  );
comment on policy "Visitors can send a message" on public.contact_submissions is
  'A bounded attribution and metadata, a visible name and message within their lengths, an address like local@domain.tld (the CHECK constraints), and within the client''s contact-submission quota.';

drop policy "Visitors can subscribe" on public.newsletter_subscribers;
create policy "Visitors can subscribe"
  on public.newsletter_subscribers for insert
  to anon, authenticated
  with check (
    private.check_rule(private.valid_attribution(attribution),
                       'public.newsletter_subscribers', 'newsletter_subscribers_attribution_check')
    and private.check_rule(char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:].]+$',
                       'public.newsletter_subscribers', 'newsletter_subscribers_email_check')
    and private.check_rule(private.valid_metadata(metadata),
                           'public.newsletter_subscribers', 'newsletter_subscribers_metadata_check')
    and private.check_rule(source_page is null or char_length(source_page) <= 2000,
                           'public.newsletter_subscribers', 'newsletter_subscribers_source_page_check')
    -- the daily cap of the trigger newsletter_subscribers_before_insert (the same 20, LIMITS.newsletterPerClientPerDay)
    and private.within_daily_limit('newsletter-signup', 20)
  );
comment on policy "Visitors can subscribe" on public.newsletter_subscribers is
  'A bounded attribution and metadata, an address like local@domain.tld, a page of at most 2000 characters (the CHECK constraints), and within the client''s 20 signups a day.';

-- A repeat signup is kept unchanged (20261124000600_newsletter_uniform_answers.sql): its first metadata too.
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
    new.metadata := v_old.metadata;
  end if;
  return new;
end
$$;
comment on function public.newsletter_subscribers_before_insert() is
  'BEFORE INSERT on newsletter_subscribers: daily cap per client address (429), lower-cased address, a repeat kept unchanged (its page, attribution and metadata too) with the same answer as a new signup.';
