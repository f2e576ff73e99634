-- The Security Advisor of the Supabase dashboard, as one query of our own: one row (level, name, cache_key, detail)
-- per finding. The dashboard runs splinter (github.com/supabase/splinter, splinter.sql); each part below mirrors
-- one of its security lints (read at commit 55db5b1f28e58d816f7d9136eed87eabcd95868d, 2026-04-27), with the
-- same name, level (ERROR, WARN, INFO) and cache_key, the key the dashboard dismisses a finding by. Written for
-- this project, not copied: the conditions are restated from splinter's lints and docs.
--
-- Left out, with the reason:
--   performance lints (unused_index, unindexed_foreign_keys, auth_rls_initplan, multiple_permissive_policies,
--     no_primary_key, duplicate_index, table_bloat): the Performance Advisor, not a security finding; unused_index
--     also reports every index of a fresh database
--   sensitive_columns_exposed: a table it reports is one rls_disabled_in_public already reports (ERROR)
--   insecure_queue_exposed_in_api: pgmq queues, which the project does not use
--   extension_versions_outdated: the versions the platform installs, not something the migrations choose
--   auth_allow_anonymous_sign_ins: a setting of Supabase Auth (disabled in config.toml), not SQL
--
-- "Exposed" schemas are PostgREST's (pgrst.db_schemas on a hosted project; the test sets it from config.toml's
-- api.schemas; 'public' when unset). Run by supabase/local/advisor.test.ts on PostgreSQL 15 and on PGlite.
with
-- Schemas of Supabase itself and of extensions: the lints skip them.
system_schema (nspname) as (
  values ('_timescaledb_cache'), ('_timescaledb_catalog'), ('_timescaledb_config'), ('_timescaledb_internal'),
         ('auth'), ('cron'), ('extensions'), ('graphql'), ('graphql_public'), ('information_schema'), ('net'),
         ('pgmq'), ('pgroonga'), ('pgsodium'), ('pgsodium_masks'), ('pgtle'), ('pgbouncer'), ('pg_catalog'),
         ('realtime'), ('repack'), ('storage'), ('supabase_functions'), ('supabase_migrations'), ('tiger'),
         ('topology'), ('vault')
),
exposed_schema (nspname) as (
  select trim(s) from unnest(string_to_array(coalesce(nullif(current_setting('pgrst.db_schemas', true), ''), 'public'), ',')) s
),
-- Tables, views, materialized views and foreign tables of user schemas, with what the lints ask of them.
rel as (
  select c.oid, c.relkind, c.relname, n.nspname, c.relrowsecurity,
         n.nspname in (select nspname from system_schema) as is_system,
         n.nspname in (select nspname from exposed_schema) as is_exposed,
         exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e') as from_extension,
         has_table_privilege('anon', c.oid, 'SELECT') or has_table_privilege('authenticated', c.oid, 'SELECT') as api_select,
         -- security_invoker views (PostgreSQL 15) run with the rights of the caller, RLS included
         coalesce(c.reloptions, '{}') && array['security_invoker=1', 'security_invoker=true', 'security_invoker=yes',
                                                'security_invoker=on'] as security_invoker
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
   where c.relkind in ('r', 'v', 'm', 'f')
),
-- Policies with their expressions as Postgres prints them, and the always-true forms the lints look for.
policy as (
  select p.polname, p.polpermissive, p.polroles, r.oid as relid, r.relname, r.nspname, r.relrowsecurity, r.is_system,
         r.relkind,
         case p.polcmd when 'r' then 'SELECT' when 'a' then 'INSERT' when 'w' then 'UPDATE' when 'd' then 'DELETE'
                       else 'ALL' end as command,
         pg_get_expr(p.polqual, p.polrelid) as qual,
         pg_get_expr(p.polwithcheck, p.polrelid) as with_check,
         regexp_replace(lower(coalesce(pg_get_expr(p.polqual, p.polrelid), '')), '[ \n\t]', '', 'g')
           in ('true', '(true)', '1=1', '(1=1)') as qual_always_true,
         regexp_replace(lower(coalesce(pg_get_expr(p.polwithcheck, p.polrelid), '')), '[ \n\t]', '', 'g')
           in ('true', '(true)', '1=1', '(1=1)') as with_check_always_true,
         -- TO public (0), anon or authenticated: what a visitor's key reaches
         0 = any(p.polroles)
           or exists (select 1 from unnest(p.polroles) o where o <> 0 and pg_get_userbyid(o) in ('anon', 'authenticated'))
           as for_visitors
    from pg_policy p
    join rel r on r.oid = p.polrelid
),
finding (level, name, cache_key, detail) as (
  -- rls_disabled_in_public (ERROR): a table of an exposed schema the API roles can read, without RLS.
  select 'ERROR', 'rls_disabled_in_public', format('rls_disabled_in_public_%s_%s', nspname, relname),
         format('Table %s.%s is public, but RLS has not been enabled.', nspname, relname)
    from rel
   where relkind = 'r' and not relrowsecurity and api_select and is_exposed and not is_system

  union all
  -- policy_exists_rls_disabled (ERROR): policies written for a table whose RLS is off, so none applies.
  select 'ERROR', 'policy_exists_rls_disabled', format('policy_exists_rls_disabled_%s_%s', nspname, relname),
         format('Table %s.%s has RLS policies but RLS is not enabled on the table. Policies include %s.', nspname,
                relname, array_agg(polname order by polname))
    from policy
   where relkind = 'r' and not relrowsecurity and not is_system
     and relid not in (select oid from rel where from_extension)
   group by nspname, relname

  union all
  -- rls_enabled_no_policy (INFO): RLS on and no policy at all: nobody but the owner and BYPASSRLS roles gets a row.
  select 'INFO', 'rls_enabled_no_policy', format('rls_enabled_no_policy_%s_%s', nspname, relname),
         format('Table %s.%s has RLS enabled, but no policies exist', nspname, relname)
    from rel
   where relkind = 'r' and relrowsecurity and not is_system and not from_extension
     and not exists (select 1 from pg_policy p where p.polrelid = rel.oid)

  union all
  -- rls_policy_always_true (WARN): a permissive policy for visitors on a table with RLS on, whose USING (UPDATE,
  -- DELETE, ALL) or WITH CHECK lets every row through: true or 1=1, or left out where nothing else checks.
  select 'WARN', 'rls_policy_always_true', format('rls_policy_always_true_%s_%s_%s', nspname, relname, polname),
         format('Table %s.%s has an RLS policy %s for %s that allows unrestricted access%s.', nspname, relname,
                polname, command,
                case when always_using and always_check then ' (both USING and WITH CHECK are always true)'
                     when always_using then ' (USING clause is always true)'
                     else ' (WITH CHECK clause is always true)' end)
    from (
      select *,
             command in ('UPDATE', 'DELETE', 'ALL') and (qual_always_true or qual is null) as always_using,
             with_check_always_true
               or (with_check is null and command = 'INSERT')
               or (with_check is null and command in ('UPDATE', 'ALL') and qual_always_true) as always_check
        from policy
       where relkind = 'r' and relrowsecurity and polpermissive and for_visitors and not is_system
    ) p
   where always_using or always_check

  union all
  -- rls_references_user_metadata (ERROR): a policy trusting user_metadata of the JWT, which users edit themselves.
  select 'ERROR', 'rls_references_user_metadata', format('rls_references_user_metadata_%s_%s_%s', nspname, relname, polname),
         format('Table %s.%s has a row level security policy %s that references Supabase Auth user_metadata.', nspname,
                relname, polname)
    from policy
   where not is_system
     and (qual like '%auth.jwt()%user_metadata%' or qual like '%current_setting(%request.jwt.claims%)%user_metadata%'
          or with_check like '%auth.jwt()%user_metadata%'
          or with_check like '%current_setting(%request.jwt.claims%)%user_metadata%')

  union all
  -- security_definer_view (ERROR): a view the API roles can read that runs with its owner's rights (no
  -- security_invoker), so the RLS of the tables under it is the owner's, not the visitor's.
  select 'ERROR', 'security_definer_view', format('security_definer_view_%s_%s', nspname, relname),
         format('View %s.%s is defined with the SECURITY DEFINER property', nspname, relname)
    from rel
   where relkind = 'v' and api_select and is_exposed and not is_system and not from_extension and not security_invoker

  union all
  -- auth_users_exposed (ERROR): a view or materialized view of an exposed schema over auth.users that the API roles
  -- can read, unless it is a security_invoker view and auth.users has RLS.
  select 'ERROR', 'auth_users_exposed', format('auth_users_exposed_%s_%s', v.nspname, v.relname),
         format('View/Materialized View %s in the public schema may expose auth.users data to anon or authenticated roles.',
                v.relname)
    from rel v
   where v.relkind in ('v', 'm') and v.api_select and v.is_exposed
     and exists (
       select 1
         from pg_rewrite rw
         join pg_depend d on d.objid = rw.oid and d.deptype = 'n'
         join pg_class u on u.oid = d.refobjid
         join pg_namespace un on un.oid = u.relnamespace
        where rw.ev_class = v.oid and un.nspname = 'auth' and u.relname = 'users'
          and (v.relkind = 'm' or not v.security_invoker or not u.relrowsecurity))

  union all
  -- materialized_view_in_api (WARN) and foreign_table_in_api (WARN): relations the API roles can read that RLS
  -- cannot protect.
  select 'WARN', kind || '_in_api', format('%s_in_api_%s_%s', kind, nspname, relname),
         format('%s %s.%s is selectable by anon or authenticated roles', replace(kind, '_', ' '), nspname, relname)
    from (select *, case relkind when 'm' then 'materialized_view' else 'foreign_table' end as kind from rel) r
   where relkind in ('m', 'f') and api_select and is_exposed and not is_system and not from_extension

  union all
  -- pg_graphql_anon_table_exposed, pg_graphql_authenticated_table_exposed (WARN): with pg_graphql installed, every
  -- relation a role can select a column of is listed in that role's GraphQL schema. (Not installed by the
  -- migrations, so locally these never report; a hosted project may have the extension.)
  select 'WARN', format('pg_graphql_%s_table_exposed', role), format('pg_graphql_%s_table_exposed_%s_%s', role, nspname, relname),
         format('%s.%s is visible in the GraphQL schema because the %s role can SELECT it.', nspname, relname, role)
    from rel, (values ('anon'), ('authenticated')) api (role)
   where exists (select 1 from pg_extension where extname = 'pg_graphql') and not is_system
     and exists (select 1 from pg_attribute a
                  where a.attrelid = rel.oid and a.attnum > 0 and not a.attisdropped
                    and has_column_privilege(api.role, rel.oid, a.attnum, 'SELECT'))

  union all
  -- function_search_path_mutable (WARN): a function without its own search_path resolves names through the caller's.
  select 'WARN', 'function_search_path_mutable',
         format('function_search_path_mutable_%s_%s_%s', n.nspname, p.proname, md5(p.prosrc)),
         format('Function %s.%s has a role mutable search_path', n.nspname, p.proname)
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
   where n.nspname not in (select nspname from system_schema)
     and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
     and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')

  union all
  -- anon_security_definer_function_executable, authenticated_security_definer_function_executable (WARN): a
  -- SECURITY DEFINER function of an exposed schema a visitor's key may call through /rest/v1/rpc.
  select 'WARN', format('%s_security_definer_function_executable', api.role),
         format('%s_security_definer_function_executable_%s_%s_%s', api.role, n.nspname, p.proname,
                pg_get_function_identity_arguments(p.oid)),
         format('Function %s.%s(%s) can be executed by the %s role as a SECURITY DEFINER function.', n.nspname,
                p.proname, pg_get_function_identity_arguments(p.oid), api.role)
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace,
         (values ('anon'), ('authenticated')) api (role)
   where p.prosecdef and has_function_privilege(api.role, p.oid, 'EXECUTE')
     and n.nspname in (select nspname from exposed_schema) and n.nspname not in (select nspname from system_schema)

  union all
  -- extension_in_public (WARN): an extension's objects in public (plpgsql excepted).
  select 'WARN', 'extension_in_public', format('extension_in_public_%s', e.extname),
         format('Extension %s is installed in the public schema. Move it to another schema.', e.extname)
    from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace
   where n.nspname = 'public' and e.extname <> 'plpgsql'

  union all
  -- unsupported_reg_types (WARN): columns of reg* types that hold OIDs and block pg_upgrade.
  select 'WARN', 'unsupported_reg_types', format('unsupported_reg_types_%s_%s_%s', n.nspname, c.relname, a.attname),
         format('Table %s.%s has a column %s with unsupported reg* type %s.', n.nspname, c.relname, a.attname, t.typname)
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_type t on t.oid = a.atttypid
   where t.typnamespace = 'pg_catalog'::regnamespace
     and t.typname in ('regcollation', 'regconfig', 'regdictionary', 'regnamespace', 'regoper', 'regoperator',
                       'regproc', 'regprocedure')
     and n.nspname not in ('pg_catalog', 'information_schema', 'pgsodium')

  union all
  -- fkey_to_auth_unique (ERROR): a foreign key to a unique (not primary) key of the auth schema, which Auth may
  -- change.
  select 'ERROR', 'fkey_to_auth_unique', format('fkey_to_auth_unique_%s_%s_%s', n.nspname, c.relname, k.conname),
         format('Table %s.%s has a foreign key %s referencing an auth unique constraint', n.nspname, c.relname, k.conname)
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_class ref on ref.oid = k.confrelid
    join pg_index i on i.indexrelid = k.conindid
   where k.contype = 'f' and ref.relnamespace::regnamespace::text = 'auth' and i.indisunique and not i.indisprimary

  union all
  -- public_bucket_allows_listing (WARN): a public bucket whose objects anyone may list, through a permissive
  -- SELECT (or ALL) policy on storage.objects for visitors that is always true or is exactly bucket_id = '<it>'.
  select 'WARN', 'public_bucket_allows_listing', format('public_bucket_allows_listing_%s', b.id),
         format('Public bucket %s has %s broad SELECT %s on storage.objects (%s), allowing clients to list all files.',
                b.name, count(*), case when count(*) = 1 then 'policy' else 'policies' end,
                array_to_string(array_agg(p.polname order by p.polname), ', '))
    from storage.buckets b
    join policy p on p.nspname = 'storage' and p.relname = 'objects'
   where b.public and p.command in ('SELECT', 'ALL') and p.polpermissive and p.for_visitors
     and (p.qual is null or p.qual_always_true
          or replace((regexp_match(p.qual, '^[\s(]*bucket_id\s*=\s*''((?:[^'']|'''')*)''(?:\s*::\s*[[:alnum:]_.]+)?[\s)]*$', 'i'))[1],
                     '''''', '''') = b.id)
   group by b.id, b.name
)
select level, name, cache_key, detail
  from finding
 order by case level when 'ERROR' then 1 when 'WARN' then 2 else 3 end, name, cache_key
