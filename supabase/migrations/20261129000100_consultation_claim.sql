-- The claim of a stored request (issue 41; docs/backend.md "send-consultation-sms"): send-consultation-sms finds the
-- contact_submissions row a consultation request was stored as by a secret the insert hands back, not by matching
-- its text. The database makes it (a random uuid: no caller chooses, repeats or guesses one), and the visitor who
-- stored the row reads it back in that same request (`insert ... ?select=claim`, Prefer: return=representation;
-- anon still cannot read a row otherwise) and sends it with the notification.
--
-- What anon may read back is this one column (a column grant: never the name, email or message, the message
-- holding the reason, which is health information) of the rows its own transaction stored (the policy: one
-- PostgREST request is one transaction, so only the rows that very insert made). A GET is a transaction that
-- stored nothing: no row.
alter table public.contact_submissions add column claim uuid not null default gen_random_uuid();
comment on column public.contact_submissions.claim is
  'The secret send-consultation-sms finds this request by (claim_consultation_notification). Made here; read back only by the insert that stored the row.';
create unique index contact_submissions_claim_idx on public.contact_submissions (claim);
comment on index public.contact_submissions_claim_idx is 'send-consultation-sms finds a request by its claim; one row per claim.';

-- The transaction that stored the row (never supplied: no INSERT grant), what the read-back policy compares.
alter table public.contact_submissions add column stored_in_xact xid8 not null default pg_current_xact_id();
comment on column public.contact_submissions.stored_in_xact is
  'The transaction that stored the row: the read-back policy lets that transaction alone see the row''s claim.';

grant select (claim) on table public.contact_submissions to anon, authenticated;

-- pg_current_xact_id_if_assigned(): null in a transaction that wrote nothing (a GET), so it never assigns an id
-- and never matches there.
create policy "Visitors read back the claim of the row they just stored"
  on public.contact_submissions for select
  to anon, authenticated
  using (stored_in_xact = pg_current_xact_id_if_assigned());
comment on policy "Visitors read back the claim of the row they just stored" on public.contact_submissions is
  'Only rows stored in the current transaction (the insert''s own request), and of them only the claim (column grant): the RETURNING of `insert ... select=claim`.';
