-- Every staff text of send-consultation-sms belongs to one stored consultation request: the function (service
-- role) claims a matching row of contact_submissions stored in the last few minutes and not yet notified, by
-- setting notified_at in one conditional UPDATE. No row (nothing was stored, or it was already notified): no text.
alter table public.contact_submissions add column notified_at timestamptz;
comment on column public.contact_submissions.notified_at is
  'When send-consultation-sms notified the staff of this request (null: never). Set by the service role only.';

create index contact_submissions_email_created_idx on public.contact_submissions (email, created_at desc);

-- Claims the newest matching, recent, not-yet-notified request; returns its id, or null when there is none.
create function public.claim_consultation_notification(p_name text, p_email text, p_message text, p_max_age_seconds integer)
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
              and s.notified_at is null
              and s.created_at > now() - make_interval(secs => p_max_age_seconds)
            order by s.created_at desc
            limit 1
            for update skip locked)
     and c.notified_at is null
  returning c.id
$$;
comment on function public.claim_consultation_notification(text, text, text, integer) is
  'send-consultation-sms: marks the newest matching recent request as notified and returns its id (null: nothing to notify).';
revoke all on function public.claim_consultation_notification(text, text, text, integer) from public, anon, authenticated;
grant execute on function public.claim_consultation_notification(text, text, text, integer) to service_role;

-- Undoes a claim when the text could not be sent (the provider failed), so a retry can notify it.
create function public.release_consultation_notification(p_id uuid)
returns void
language sql
security invoker
set search_path = ''
as $$
  update public.contact_submissions set notified_at = null where id = p_id
$$;
comment on function public.release_consultation_notification(uuid) is
  'send-consultation-sms: clears notified_at of a request whose text failed to send.';
revoke all on function public.release_consultation_notification(uuid) from public, anon, authenticated;
grant execute on function public.release_consultation_notification(uuid) to service_role;
comment on index public.contact_submissions_email_created_idx is 'The claim of send-consultation-sms looks requests up by email and age.';
