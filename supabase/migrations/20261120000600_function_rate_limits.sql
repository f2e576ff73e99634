-- Daily caps for the edge functions (per client address and overall), kept in Postgres so every
-- function instance shares them. Only the service role (the functions) touches this.
create table public.function_rate_limits (
  scope    text    not null,
  subject  text    not null,
  day      date    not null,
  hits     integer not null default 0,
  primary key (scope, subject, day),
  constraint function_rate_limits_scope_check   check (char_length(scope) between 1 and 100),
  constraint function_rate_limits_subject_check check (char_length(subject) between 1 and 200),
  constraint function_rate_limits_hits_check    check (hits >= 0)
);
alter table public.function_rate_limits enable row level security;

revoke all on table public.function_rate_limits from public, anon, authenticated;
grant all on table public.function_rate_limits to service_role;

-- Counts one hit for (scope, subject) today (UTC) and says whether it is within p_limit.
-- retry_after is the number of seconds until the UTC day ends, for the Retry-After header.
create function public.consume_rate_limit(p_scope text, p_subject text, p_limit integer)
returns json
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_now  timestamp := (now() at time zone 'utc');
  v_day  date := v_now::date;
  v_hits integer;
begin
  insert into public.function_rate_limits as r (scope, subject, day, hits)
  values (p_scope, p_subject, v_day, 1)
  on conflict (scope, subject, day) do update set hits = r.hits + 1
  returning r.hits into v_hits;

  -- keep the table small: forget days older than a week
  delete from public.function_rate_limits where day < v_day - 7;

  return json_build_object(
    'allowed', v_hits <= p_limit,
    'hits', v_hits,
    'limit', p_limit,
    'retry_after', greatest(1, ceil(extract(epoch from ((v_day + 1)::timestamp - v_now)))::integer)
  );
end
$$;

revoke all on function public.consume_rate_limit(text, text, integer) from public, anon, authenticated;
grant execute on function public.consume_rate_limit(text, text, integer) to service_role;
