-- Newsletter signups answer a known address exactly like a new one. The first version skipped a repeat (the
-- trigger returned null), so PostgREST's Content-Range said 0-0/* for a new address and */* for a known one: a
-- probe could tell who subscribes. Now the statement always inserts one row: a repeat replaces the existing row
-- by itself (same id, time of consent and page: nothing changes). The daily cap per client address (20) answers
-- HTTP 429 with Retry-After (PostgREST's raise-sqlstate-PGRST convention) instead of a 500.
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
  end if;
  return new;
end
$$;
comment on function public.newsletter_subscribers_before_insert() is
  'BEFORE INSERT on newsletter_subscribers: daily cap per client address (429), lower-cased address, a repeat kept unchanged with the same answer as a new signup.';
