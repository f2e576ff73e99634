-- Per-client quotas over a sliding-free fixed window (e.g. 30 contact messages per address per hour), counted in
-- Postgres so they hold on the hosted project whatever sits in front of it. The numbers live in client_quotas
-- (one row per scope, changeable by the service role without a migration); the counters in client_quota_hits.
-- Used by the table triggers of the following migrations; never callable by anon (a caller could otherwise
-- spend another address's quota).
create table public.client_quotas (
  scope           text    primary key,
  max_hits        integer not null,
  window_seconds  integer not null,
  constraint client_quotas_scope_check  check (char_length(scope) between 1 and 100),
  constraint client_quotas_max_check    check (max_hits >= 0),
  constraint client_quotas_window_check check (window_seconds between 1 and 604800)
);
alter table public.client_quotas enable row level security;
comment on table public.client_quotas is
  'Per-client quotas of the public write paths (scope -> max hits per window). Service role only; docs/backend.md lists them.';

revoke all on table public.client_quotas from public, anon, authenticated;
grant all on table public.client_quotas to service_role;

insert into public.client_quotas (scope, max_hits, window_seconds) values ('contact-submission', 30, 3600);

create table public.client_quota_hits (
  scope         text        not null,
  subject       text        not null,
  window_start  timestamptz not null,
  hits          integer     not null default 0,
  primary key (scope, subject, window_start),
  constraint client_quota_hits_subject_check check (char_length(subject) between 1 and 200),
  constraint client_quota_hits_hits_check    check (hits >= 0)
);
alter table public.client_quota_hits enable row level security;
comment on table public.client_quota_hits is 'Counters of client_quotas per (scope, client address, window). Service role only.';

revoke all on table public.client_quota_hits from public, anon, authenticated;
grant all on table public.client_quota_hits to service_role;

-- Counts one hit of p_subject (a client address) in the current window of p_scope; says whether it is within
-- the quota and how many seconds remain in the window. A scope without a row in client_quotas is unlimited.
create function public.consume_client_quota(p_scope text, p_subject text)
returns json
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_quota  public.client_quotas%rowtype;
  v_epoch  bigint := floor(extract(epoch from clock_timestamp()))::bigint;
  v_start  timestamptz;
  v_hits   integer;
begin
  select * into v_quota from public.client_quotas where scope = p_scope;
  if not found then
    return json_build_object('allowed', true, 'hits', 0, 'limit', null, 'retry_after', 0);
  end if;
  v_start := to_timestamp(v_epoch - v_epoch % v_quota.window_seconds);
  insert into public.client_quota_hits as h (scope, subject, window_start, hits)
  values (p_scope, left(p_subject, 200), v_start, 1)
  on conflict (scope, subject, window_start) do update set hits = h.hits + 1
  returning h.hits into v_hits;
  -- keep the table small: forget windows that ended more than a day ago
  delete from public.client_quota_hits where window_start < v_start - interval '1 day' - make_interval(secs => v_quota.window_seconds);
  return json_build_object(
    'allowed', v_hits <= v_quota.max_hits,
    'hits', v_hits,
    'limit', v_quota.max_hits,
    'retry_after', greatest(1, v_quota.window_seconds - (v_epoch % v_quota.window_seconds))::integer
  );
end
$$;
comment on function public.consume_client_quota(text, text) is
  'Counts one hit of a client address against client_quotas; {allowed, hits, limit, retry_after}. Service role and table triggers only.';

revoke all on function public.consume_client_quota(text, text) from public, anon, authenticated;
grant execute on function public.consume_client_quota(text, text) to service_role;

-- The client address as PostgREST hands it to SQL (request.headers): cf-connecting-ip where present (hosted
-- Supabase sits behind Cloudflare, which sets it and overwrites a client's own; a client can prepend anything to
-- x-forwarded-for there), else the first x-forwarded-for entry (the local host sets it from the socket and drops a
-- client's cf-connecting-ip); and the role of the request's JWT ('' outside PostgREST: migrations, seed, psql).
create function public.request_client_address()
returns text
language sql
stable
set search_path = ''
as $$
  with h as (select nullif(current_setting('request.headers', true), '')::json as j)
  select left(coalesce(
    nullif(trim(h.j ->> 'cf-connecting-ip'), ''),
    nullif(trim(split_part(h.j ->> 'x-forwarded-for', ',', 1)), ''),
    'unknown'), 200)
  from h
$$;
comment on function public.request_client_address() is
  'The client address of the PostgREST request: cf-connecting-ip, else the first x-forwarded-for entry, else unknown.';

create function public.request_role()
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), '')::json ->> 'role', '')
$$;
comment on function public.request_role() is 'Role claim of the PostgREST request''s JWT; empty outside an API request.';
