-- A per-client cap on contact_submissions (client_quotas 'contact-submission': 30 rows per address per hour), in
-- the database so it holds on the hosted project: a bot's array of 40 000 rows or 60 posts a minute stop at the
-- cap, and the whole insert (one statement, one transaction) is refused with HTTP 429 and Retry-After through
-- PostgREST's raise-sqlstate-PGRST convention. The service role (staff tools, functions) is not capped.
create function public.contact_submissions_client_cap()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_quota json;
begin
  if public.request_role() in ('anon', 'authenticated') then
    v_quota := public.consume_client_quota('contact-submission', public.request_client_address());
    if not (v_quota ->> 'allowed')::boolean then
      raise sqlstate 'PGRST' using
        message = json_build_object('code', 'P0429', 'message', 'Too many messages from this address; try again later',
                                    'details', null, 'hint', null)::text,
        detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', (v_quota ->> 'retry_after')))::text;
    end if;
  end if;
  return new;
end
$$;
comment on function public.contact_submissions_client_cap() is
  'BEFORE INSERT on contact_submissions: counts each anon/authenticated row against the client address quota; 429 when over.';
revoke all on function public.contact_submissions_client_cap() from public, anon, authenticated;

create trigger contact_submissions_client_cap
  before insert on public.contact_submissions
  for each row execute function public.contact_submissions_client_cap();
comment on trigger contact_submissions_client_cap on public.contact_submissions is
  'Per-client cap of anonymous contact messages (client_quotas).';
