-- Lead ids (issue 37; docs/backend.md "Leads"): the id a host page receives in a conversion event
-- (contact-submitted, consultation-submitted, newsletter-subscribed: detail.id) is on the stored row, so the
-- clinic can join the two. The browser makes it (a v4 uuid) and sends it with the insert, because anon may insert
-- but never read a row back (the insert stays Prefer: return=minimal). A column of its own beside the server's
-- primary key: the key stays the server's, and lead_id is not unique, so a caller who reuses an id learns nothing
-- of other rows (a unique refusal would say one exists). Rows without one (older rows, the service role's own
-- inserts) get a random one.
alter table public.contact_submissions add column lead_id uuid not null default gen_random_uuid();
comment on column public.contact_submissions.lead_id is
  'The id the browser gave this message or consultation request, as its host page received it in the conversion event (detail.id). Not unique: a caller chooses it.';
create index contact_submissions_lead_id_idx on public.contact_submissions (lead_id);
comment on index public.contact_submissions_lead_id_idx is 'The clinic looks a lead up by the id of its conversion event.';
grant insert (lead_id) on table public.contact_submissions to anon, authenticated;

alter table public.newsletter_subscribers add column lead_id uuid not null default gen_random_uuid();
comment on column public.newsletter_subscribers.lead_id is
  'The id the browser gave the first signup of this address, as its host page received it (detail.id). A repeat signup is answered the same and keeps this one. Not unique: a caller chooses it.';
create index newsletter_subscribers_lead_id_idx on public.newsletter_subscribers (lead_id);
comment on index public.newsletter_subscribers_lead_id_idx is 'The clinic looks a signup up by the id of its conversion event.';
grant insert (lead_id) on table public.newsletter_subscribers to anon, authenticated;

-- A repeat signup is kept unchanged (20261124000600_newsletter_uniform_answers.sql): its first lead id too.
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
    new.lead_id := v_old.lead_id;
    new.consented_at := v_old.consented_at;
    new.source_page := v_old.source_page;
    new.attribution := v_old.attribution;
    new.metadata := v_old.metadata;
  end if;
  return new;
end
$$;
comment on function public.newsletter_subscribers_before_insert() is
  'BEFORE INSERT on newsletter_subscribers: daily cap per client address (429), lower-cased address, a repeat kept unchanged (its lead id, page, attribution and metadata too) with the same answer as a new signup.';
