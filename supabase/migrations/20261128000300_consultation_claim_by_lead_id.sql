-- send-consultation-sms claims the very row its request named (issue 37): the widget now sends the lead id it
-- stored the request with (20261128000200_lead_ids.sql), and the claim takes the newest matching row with that
-- lead_id. The text still has to match too (name, email, message), so an id alone claims nothing; p_lead_id null
-- (an older widget) claims by the text alone, as before. Replaces the four-argument claim
-- (20261124000700_consultation_notifications.sql): PostgREST calls it by its named arguments, now five.
drop function public.claim_consultation_notification(text, text, text, integer);

create function public.claim_consultation_notification(
  p_name text, p_email text, p_message text, p_max_age_seconds integer, p_lead_id uuid)
returns uuid
language sql
security invoker
set search_path = ''
as $$
  update public.contact_submissions c
     set notified_at = now()
   where c.id = (
           select s.id from public.contact_submissions s
            where s.email = p_email and s.name = p_name and s.message = p_message
              and (p_lead_id is null or s.lead_id = p_lead_id)
              and s.notified_at is null
              and s.created_at > now() - make_interval(secs => p_max_age_seconds)
            order by s.created_at desc
            limit 1
            for update skip locked)
     and c.notified_at is null
  returning c.id
$$;
comment on function public.claim_consultation_notification(text, text, text, integer, uuid) is
  'send-consultation-sms: marks the newest matching recent request (with that lead id, when given) as notified and returns its id (null: nothing to notify).';
revoke all on function public.claim_consultation_notification(text, text, text, integer, uuid) from public, anon, authenticated;
grant execute on function public.claim_consultation_notification(text, text, text, integer, uuid) to service_role;
