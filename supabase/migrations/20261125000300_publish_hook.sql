-- The publish hook (issue 27): after staff write news, products or testimonials, the site is told, so what a
-- visitor reads follows within a minute.
--
-- One statement-level trigger per table (a statement that stores 1,000 posts is one call, not 1,000) runs
-- private.publish_content_change(), which
--   1. sends NOTIFY content_changed with {"table", "op"}: the local backend listens and tells the host mounting it
--      (its page cache is dropped) and calls PUBLISH_HOOK_URL when set (supabase/local/publish-hook.ts);
--   2. in production, POSTs the same body to the static host's deploy hook (README, "Deploy": a Netlify build hook,
--      a Vercel or Cloudflare Pages deploy hook) with pg_net, which queues the request and sends it after the
--      commit. The URL is never in this file: the Vault secret `publish_hook_url`
--        select vault.create_secret('https://api.netlify.com/build_hooks/…', 'publish_hook_url');
--      or, without Vault, the database setting app.publish_hook_url
--        alter database postgres set app.publish_hook_url = 'https://…';
--      No URL, or no pg_net (PGlite, a plain PostgreSQL: supabase/local/postgres15.test.ts applies this file there),
--      and step 2 is skipped; the migration applies everywhere because pg_net and Vault are only named inside
--      EXECUTE, guarded by to_regnamespace()/to_regclass().
-- A failing hook never fails the staff's write: its error becomes a WARNING.
create function private.publish_content_change()
returns trigger
language plpgsql
security definer -- the Vault and pg_net belong to the owner; the writer (service_role) needs no rights on them
set search_path = ''
as $$
declare
  v_body jsonb := jsonb_build_object('table', tg_table_name, 'op', tg_op);
  v_url  text;
begin
  perform pg_catalog.pg_notify('content_changed', v_body::text);
  if pg_catalog.to_regnamespace('net') is null then
    return null;
  end if;
  begin
    if pg_catalog.to_regclass('vault.decrypted_secrets') is not null then
      execute 'select decrypted_secret from vault.decrypted_secrets where name = $1 limit 1' into v_url using 'publish_hook_url';
    end if;
    v_url := coalesce(nullif(v_url, ''), nullif(pg_catalog.current_setting('app.publish_hook_url', true), ''));
    if v_url is not null then
      execute 'select net.http_post(url := $1, body := $2, headers := $3)'
        using v_url, v_body, '{"Content-Type": "application/json"}'::jsonb;
    end if;
  exception when others then
    raise warning 'publish hook: % (%)', sqlerrm, sqlstate;
  end;
  return null;
end;
$$;
comment on function private.publish_content_change() is
  'Publish hook (issue 27): NOTIFY content_changed, and POST to the deploy hook (Vault publish_hook_url or app.publish_hook_url) with pg_net when installed.';
revoke all on function private.publish_content_change() from public, anon, authenticated;

create trigger news_publish after insert or update or delete on public.news
  for each statement execute function private.publish_content_change();
create trigger products_publish after insert or update or delete on public.products
  for each statement execute function private.publish_content_change();
create trigger testimonials_publish after insert or update or delete on public.testimonials
  for each statement execute function private.publish_content_change();
