-- "Not blank" means "has something to read": text made only of whitespace, no-break spaces, zero-width and other
-- invisible format characters (U+00A0, U+200B, U+2060, U+FEFF, bidi controls...) is refused like an empty one.
-- Applied to the two text fields visitors write into contact_submissions (the browser and the functions use the
-- same rule: widgets/content/forms.ts hasVisibleText).
create function public.has_visible_text(p text)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select regexp_replace(p, '[[:space:][:cntrl:]\u0080-\u00a0\u00ad\u034f\u061c\u115f\u1160\u1680\u17b4\u17b5\u180b-\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u2800\u3000\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8]', '', 'g') <> ''
$$;
comment on function public.has_visible_text(text) is 'True when the text has a visible character (not only spaces, invisible or format characters).';

alter table public.contact_submissions drop constraint contact_submissions_name_check;
alter table public.contact_submissions add constraint contact_submissions_name_check
  check (public.has_visible_text(name) and char_length(name) <= 200);
alter table public.contact_submissions drop constraint contact_submissions_message_check;
alter table public.contact_submissions add constraint contact_submissions_message_check
  check (public.has_visible_text(message) and char_length(message) <= 5000);
comment on constraint contact_submissions_name_check on public.contact_submissions is
  'A visible character (has_visible_text), at most 200 characters (widgets/content/forms.ts fields.name).';
comment on constraint contact_submissions_message_check on public.contact_submissions is
  'A visible character (has_visible_text), at most 5000 characters (widgets/content/forms.ts fields.message).';
