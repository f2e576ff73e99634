-- Attribution values (issue 38 item 7): bidi overrides (U+202E), combining-only values, '＜script＞',
-- '&lt;script&gt;' and 'javascript:alert(1)' as the referrer were stored and went to Stripe. Now, by the rules of
-- widgets/content/attribution.ts: no control characters, bidi controls, < > or their full-width and small forms,
-- or character references (FORBIDDEN_TEXT_SOURCE); `referrer` an http(s) origin (REFERRER_SOURCE); `landing_path`
-- a path (LANDING_PATH_SOURCE); every other value visible (public.has_visible_text). The three patterns are those
-- constants' very text (supabase/local/text-rules.test.ts holds them equal). Same signature: the CHECK
-- constraints and the visitors' INSERT policies that call it follow.
create or replace function private.valid_attribution(p jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p is null or (
    jsonb_typeof(p) = 'object'
    and not exists (
      select 1
        from jsonb_each(p) e
        left join (values
          ('utm_source', 100), ('utm_medium', 100), ('utm_campaign', 200), ('utm_term', 200), ('utm_content', 200),
          ('gclid', 255), ('fbclid', 255), ('msclkid', 255),
          ('referrer', 200), ('landing_path', 500), ('source', 100)
        ) as k(key, max_length) on k.key = e.key
       where k.key is null
          or jsonb_typeof(e.value) <> 'string'
          or case e.key
               when 'referrer' then (e.value #>> '{}') !~ '^https?://([a-z0-9-]+(\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(:[0-9]{1,5})?$'
               when 'landing_path' then (e.value #>> '{}') !~ '^/[!-~]*$'
               else not public.has_visible_text(e.value #>> '{}')
             end
          or char_length(e.value #>> '{}') > k.max_length
          or (e.value #>> '{}') ~ '[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069<>\ufe64\ufe65\uff1c\uff1e]|&#?[A-Za-z0-9_]+;'))
$$;
comment on function private.valid_attribution(jsonb) is
  'CHECK and policy helper: null, or an object of the allowed attribution keys with string values within their caps: referrer an http(s) origin, landing_path a path, the others visible; no control or bidi characters, < > (full-width too) or character references (widgets/content/attribution.ts).';
