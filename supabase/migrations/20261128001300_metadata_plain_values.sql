-- Metadata string values (issue 38 item 7, as attribution's): they go to the Stripe session's metadata beside the
-- attribution, so they follow the same character rule, widgets/content/attribution.ts FORBIDDEN_TEXT_SOURCE (no
-- control or bidi characters, < > or their full-width and small forms, character references; metadata.ts uses it),
-- whose very text the pattern below is (supabase/local/text-rules.test.ts). Otherwise as
-- 20261128000100_lead_metadata.sql. Same signature: the CHECK constraints and INSERT policies follow.
create or replace function private.valid_metadata(p jsonb)
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
                               or (e.value #>> '{}') ~ '[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069<>\ufe64\ufe65\uff1c\uff1e]|&#?[A-Za-z0-9_]+;'
               else true
             end))
$$;
comment on function private.valid_metadata(jsonb) is
  'CHECK and policy helper: null, or an object of at most 10 keys ([A-Za-z][A-Za-z0-9_]{0,34}) with visible strings of at most 200 characters (no control or bidi characters, < > (full-width too) or character references), numbers (safe integers, at most 6 decimals) or booleans (widgets/content/metadata.ts).';
