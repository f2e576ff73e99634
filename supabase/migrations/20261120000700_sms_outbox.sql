-- Text messages send-consultation-sms would have sent, when no Twilio secrets are configured (the local
-- default): the flow runs offline and the message can be inspected here. Service role only.
create table public.sms_outbox (
  id          uuid        primary key default gen_random_uuid(),
  created_at  timestamptz not null default now(),
  recipient   text        not null,
  body        text        not null,
  status      text        not null default 'queued',
  constraint sms_outbox_recipient_check check (char_length(recipient) between 1 and 50),
  constraint sms_outbox_body_check      check (char_length(body) between 1 and 1600),
  constraint sms_outbox_status_check    check (status in ('queued', 'sent', 'failed'))
);
alter table public.sms_outbox enable row level security;

revoke all on table public.sms_outbox from public, anon, authenticated;
grant all on table public.sms_outbox to service_role;
