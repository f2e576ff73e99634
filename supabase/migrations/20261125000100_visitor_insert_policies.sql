-- The two INSERT policies of the anonymous forms say what a visitor may insert, instead of `with check (true)`
-- (which the Security Advisor reports as rls_policy_always_true): the same rules as the tables' CHECK constraints
-- (a visible character, lengths, the address format) and the per-client caps.
--
-- Postgres evaluates an INSERT policy's WITH CHECK after the BEFORE INSERT triggers (the caps count and answer
-- 429 there) and before the CHECK constraints, and a row a policy refuses is "new row violates row-level security
-- policy" (42501, HTTP 401). So each rule goes through private.check_rule(), which refuses a row exactly as its
-- constraint would (23514 naming the constraint, HTTP 400, what the forms' "Failed to send..." reacts to), and the
-- rules are in the constraints' order (by name, Postgres' order), so a row breaking two is answered the same. The
-- one difference: a row with a missing field and another broken rule is now refused for the rule (23514) rather
-- than for the missing field (23502); both are 400. supabase/local/insert-policies.test.ts holds each rule equal
-- to its constraint.
--
-- The helpers live in the schema private, which the API does not expose (config.toml api.schemas): anon may
-- execute them, through these policies only (anon has no USAGE on the schema, so cannot even name them).
create schema private;
comment on schema private is
  'Helpers of the RLS policies; not exposed by the API (config.toml api.schemas). No USAGE for anon or authenticated.';
revoke all on schema private from public, anon, authenticated;

-- true when p_rule holds or is null (a CHECK's own rule: null passes, NOT NULL answers); otherwise raises what a
-- failed CHECK constraint raises, so a policy can state a constraint's rule without changing the answer.
create function private.check_rule(p_rule boolean, p_table regclass, p_constraint name)
returns boolean
language plpgsql
stable
set search_path = ''
as $$
declare
  v_schema name;
  v_table  name;
begin
  if p_rule is false then
    select n.nspname, c.relname into v_schema, v_table
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where c.oid = p_table;
    raise exception 'new row for relation "%" violates check constraint "%"', v_table, p_constraint
      using errcode = 'check_violation', schema = v_schema, table = v_table, constraint = p_constraint;
  end if;
  return true;
end
$$;
comment on function private.check_rule(boolean, regclass, name) is
  'Policy helper: true when the rule holds (or is null); otherwise the check_violation (23514) of the named constraint.';
revoke all on function private.check_rule(boolean, regclass, name) from public, anon, authenticated;
grant execute on function private.check_rule(boolean, regclass, name) to anon, authenticated;

-- The per-client quota of p_scope (client_quotas) holds for the client address of this request: its count in the
-- current window, this row included (the BEFORE INSERT trigger has just counted it), is within max_hits. Volatile,
-- so it sees that count. Security definer: anon cannot read the counters.
create function private.within_client_quota(p_scope text)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  select coalesce((
    select coalesce((
      select h.hits from public.client_quota_hits h
       where h.scope = q.scope
         and h.subject = public.request_client_address()
         and h.window_start = to_timestamp(e.epoch - e.epoch % q.window_seconds)), 0) <= q.max_hits
      from public.client_quotas q,
           lateral (select floor(extract(epoch from clock_timestamp()))::bigint as epoch) e
     where q.scope = p_scope), true)
$$;
comment on function private.within_client_quota(text) is
  'Policy helper: the request''s client address is within its client_quotas quota of the scope in the current window.';
revoke all on function private.within_client_quota(text) from public, anon, authenticated;
grant execute on function private.within_client_quota(text) to anon, authenticated;

-- The daily cap p_limit of p_scope (function_rate_limits, UTC days) holds for the client address of this request,
-- this row included (counted by the BEFORE INSERT trigger). Volatile and security definer as above.
create function private.within_daily_limit(p_scope text, p_limit integer)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  select coalesce((
    select r.hits from public.function_rate_limits r
     where r.scope = p_scope
       and r.subject = public.request_client_address()
       and r.day = (now() at time zone 'utc')::date), 0) <= p_limit
$$;
comment on function private.within_daily_limit(text, integer) is
  'Policy helper: the request''s client address is within the daily cap of the scope (function_rate_limits).';
revoke all on function private.within_daily_limit(text, integer) from public, anon, authenticated;
grant execute on function private.within_daily_limit(text, integer) to anon, authenticated;

drop policy "Visitors can send a message" on public.contact_submissions;
create policy "Visitors can send a message"
  on public.contact_submissions for insert
  to anon, authenticated
  with check (
    private.check_rule(char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:].]+$',
                       'public.contact_submissions', 'contact_submissions_email_check')
    and private.check_rule(public.has_visible_text(message) and char_length(message) <= 5000,
                           'public.contact_submissions', 'contact_submissions_message_check')
    and private.check_rule(public.has_visible_text(name) and char_length(name) <= 200,
                           'public.contact_submissions', 'contact_submissions_name_check')
    -- the trigger contact_submissions_client_cap counts API requests only (psql, migrations: not counted)
    and (public.request_role() not in ('anon', 'authenticated') or private.within_client_quota('contact-submission'))
  );
comment on policy "Visitors can send a message" on public.contact_submissions is
  'A visible name and message within their lengths, an address like local@domain.tld (the CHECK constraints), and within the client''s contact-submission quota.';

drop policy "Visitors can subscribe" on public.newsletter_subscribers;
create policy "Visitors can subscribe"
  on public.newsletter_subscribers for insert
  to anon, authenticated
  with check (
    private.check_rule(char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:].]+$',
                       'public.newsletter_subscribers', 'newsletter_subscribers_email_check')
    and private.check_rule(source_page is null or char_length(source_page) <= 2000,
                           'public.newsletter_subscribers', 'newsletter_subscribers_source_page_check')
    -- the daily cap of the trigger newsletter_subscribers_before_insert (the same 20, LIMITS.newsletterPerClientPerDay)
    and private.within_daily_limit('newsletter-signup', 20)
  );
comment on policy "Visitors can subscribe" on public.newsletter_subscribers is
  'An address like local@domain.tld, a page of at most 2000 characters (the CHECK constraints), and within the client''s 20 signups a day.';
