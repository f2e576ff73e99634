-- Email addresses (issue 38 item 6): '\u200b@\u200b.\u200b' and '<script>@x.io' were stored in both tables. The
-- rule of widgets/content/forms.ts isEmailAddress, once here for both tables: local@domain.tld, no markup
-- characters (< > " and backtick: forms.ts EMAIL_FORBIDDEN; the apostrophe of o'brien@… stays allowed), and both
-- the local part and the domain visible (public.has_visible_text). The length limit, 254, stays in the constraints
-- beside it (supabase/local/form-limits.test.ts reads it there). The constraints call it, and the visitors' INSERT
-- policies state the constraints (20261125000100_visitor_insert_policies.sql), so both are redefined here with
-- everything else they said unchanged (20261128000100_lead_metadata.sql).

-- true when p is null or an address as above (its length is the constraint's). Immutable: a CHECK constraint's
-- rule. In the schema private, as private.valid_attribution() (20261125000200_attribution.sql), for the same reasons.
create function private.valid_email(p text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p is null or (
    p ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:].]+$'
    and p !~ '[<>"`]'
    and public.has_visible_text(split_part(p, '@', 1))
    and public.has_visible_text(split_part(p, '@', 2)))
$$;
comment on function private.valid_email(text) is
  'CHECK and policy helper: null, or local@domain.tld without < > " or backtick, its local part and domain visible (widgets/content/forms.ts isEmailAddress).';
revoke all on function private.valid_email(text) from public, anon, authenticated;
grant execute on function private.valid_email(text) to anon, authenticated, service_role;

alter table public.contact_submissions drop constraint contact_submissions_email_check;
alter table public.contact_submissions add constraint contact_submissions_email_check
  check (char_length(email) <= 254 and private.valid_email(email));
comment on constraint contact_submissions_email_check on public.contact_submissions is
  'local@domain.tld within 254 characters, no markup characters, a visible local part and domain (private.valid_email).';

alter table public.newsletter_subscribers drop constraint newsletter_subscribers_email_check;
alter table public.newsletter_subscribers add constraint newsletter_subscribers_email_check
  check (char_length(email) <= 254 and private.valid_email(email));
comment on constraint newsletter_subscribers_email_check on public.newsletter_subscribers is
  'local@domain.tld within 254 characters, no markup characters, a visible local part and domain (private.valid_email).';

drop policy "Visitors can send a message" on public.contact_submissions;
create policy "Visitors can send a message"
  on public.contact_submissions for insert
  to anon, authenticated
  with check (
    private.check_rule(private.valid_attribution(attribution),
                       'public.contact_submissions', 'contact_submissions_attribution_check')
    and private.check_rule(char_length(email) <= 254 and private.valid_email(email),
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
  'A bounded attribution and metadata, a visible name and message within their lengths, a visible address like local@domain.tld without markup (the CHECK constraints), and within the client''s contact-submission quota.';

drop policy "Visitors can subscribe" on public.newsletter_subscribers;
create policy "Visitors can subscribe"
  on public.newsletter_subscribers for insert
  to anon, authenticated
  with check (
    private.check_rule(private.valid_attribution(attribution),
                       'public.newsletter_subscribers', 'newsletter_subscribers_attribution_check')
    and private.check_rule(char_length(email) <= 254 and private.valid_email(email),
                       'public.newsletter_subscribers', 'newsletter_subscribers_email_check')
    and private.check_rule(private.valid_metadata(metadata),
                           'public.newsletter_subscribers', 'newsletter_subscribers_metadata_check')
    and private.check_rule(source_page is null or char_length(source_page) <= 2000,
                           'public.newsletter_subscribers', 'newsletter_subscribers_source_page_check')
    -- the daily cap of the trigger newsletter_subscribers_before_insert (the same 20, LIMITS.newsletterPerClientPerDay)
    and private.within_daily_limit('newsletter-signup', 20)
  );
comment on policy "Visitors can subscribe" on public.newsletter_subscribers is
  'A bounded attribution and metadata, a visible address like local@domain.tld without markup, a page of at most 2000 characters (the CHECK constraints), and within the client''s 20 signups a day.';
