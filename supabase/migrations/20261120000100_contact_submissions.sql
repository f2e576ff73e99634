-- Contact submissions (docs/product.md §3, §7 call 1): written by anonymous visitors through the contact form and the
-- consultation form (message = phone + reason). Nobody but the service role may read them back.
create table public.contact_submissions (
  id          uuid        primary key default gen_random_uuid(),
  created_at  timestamptz not null default now(),
  name        text        not null,
  email       text        not null,
  message     text        not null,
  constraint contact_submissions_name_check
    check (name ~ '[^[:space:]]' and char_length(name) <= 200),
  constraint contact_submissions_email_check
    check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:].]+$'),
  constraint contact_submissions_message_check
    check (message ~ '[^[:space:]]' and char_length(message) <= 5000)
);
alter table public.contact_submissions enable row level security;

comment on table public.contact_submissions is
  'Messages from the contact and consultation forms. Anon may insert only; reading is for the service role.';

-- Hosted projects grant everything on new public tables to anon/authenticated by default: take it back.
revoke all on table public.contact_submissions from public, anon, authenticated;
grant all on table public.contact_submissions to service_role;
-- Only the three form columns may be supplied; id and created_at are always the server's.
grant insert (name, email, message) on table public.contact_submissions to anon, authenticated;

create policy "Visitors can send a message"
  on public.contact_submissions for insert
  to anon, authenticated
  with check (true); -- the CHECK constraints above validate the content

create index contact_submissions_created_at_idx on public.contact_submissions (created_at desc);
