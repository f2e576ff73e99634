-- Client transformations (docs/product.md §3, §7 call 9): public to read, written with the service role.
-- Image URLs are either absolute (https://...) or storage paths relative to the Supabase URL
-- (/storage/v1/object/public/<bucket>/<path>), which the widgets resolve against their configured URL.
create table public.testimonials (
  id                 uuid        primary key default gen_random_uuid(),
  created_at         timestamptz not null default now(),
  featured           boolean     not null default false,
  is_case_study      boolean     not null default false,
  before_image_url   text,
  after_image_url    text,
  testimonial_text   text        not null,
  client_name        text        not null,
  service_type       text        not null,
  treatment_details  text,
  constraint testimonials_text_check        check (testimonial_text ~ '[^[:space:]]' and char_length(testimonial_text) <= 5000),
  constraint testimonials_client_name_check check (client_name ~ '[^[:space:]]' and char_length(client_name) <= 200),
  constraint testimonials_service_type_check check (service_type ~ '[^[:space:]]' and char_length(service_type) <= 100),
  constraint testimonials_details_check     check (treatment_details is null or char_length(treatment_details) <= 5000),
  constraint testimonials_before_url_check  check (before_image_url is null or (char_length(before_image_url) <= 2048 and before_image_url ~ '^(https?://|/)')),
  constraint testimonials_after_url_check   check (after_image_url is null or (char_length(after_image_url) <= 2048 and after_image_url ~ '^(https?://|/)'))
);
alter table public.testimonials enable row level security;

revoke all on table public.testimonials from public, anon, authenticated;
grant select on table public.testimonials to anon, authenticated;
grant all on table public.testimonials to service_role;

create policy "Testimonials are public"
  on public.testimonials for select
  to anon, authenticated
  using (true);

create index testimonials_featured_idx on public.testimonials (featured) where featured;
