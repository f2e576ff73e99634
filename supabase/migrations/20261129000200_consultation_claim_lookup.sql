-- send-consultation-sms claims the row of its claim (20261129000100_consultation_claim.sql), replacing the search
-- for the newest row of the same name, email and message within the window (20261124000700 and
-- 20261128000300_consultation_claim_by_lead_id.sql). The claim finds the row; the request's name, email and
-- message must still be the stored ones, because the staff text quotes the request (its name and callback number),
-- and a claim is single-use (notified_at) and expires with the window (p_max_age_seconds after the row was stored).
drop function public.claim_consultation_notification(text, text, text, integer, uuid);

-- Marks the row of p_claim as notified and returns its id; null when there is none, it was notified already, it is
-- older than the window, or its text is not the request's.
create function public.claim_consultation_notification(
  p_claim uuid, p_name text, p_email text, p_message text, p_max_age_seconds integer)
returns uuid
language sql
security invoker
set search_path = ''
as $$
  update public.contact_submissions c
     set notified_at = now()
   where c.claim = p_claim
     and c.notified_at is null
     and c.created_at > now() - make_interval(secs => p_max_age_seconds)
     and c.name = p_name and c.email = p_email and c.message = p_message
  returning c.id
$$;
comment on function public.claim_consultation_notification(uuid, text, text, text, integer) is
  'send-consultation-sms: marks the request of this claim as notified (once, within the window, its text the request''s) and returns its id (null: nothing to notify).';
revoke all on function public.claim_consultation_notification(uuid, text, text, text, integer) from public, anon, authenticated;
grant execute on function public.claim_consultation_notification(uuid, text, text, text, integer) to service_role;

-- The search by address and age is gone; the claim's unique index finds a request now.
drop index public.contact_submissions_email_created_idx;
