-- Image URLs are absolute http(s) URLs or root-relative paths. '//host/x.png' and '/\host/x.png' start with '/'
-- but are protocol-relative (browsers read '\' as '/'): another host. Refuse them, and whitespace or control
-- characters anywhere.
alter table public.products drop constraint products_image_url_check;
alter table public.products add constraint products_image_url_check
  check (image_url is null or (char_length(image_url) <= 2048
         and image_url ~ '^(https?://[^/\\[:space:][:cntrl:]]|/([^/\\]|$))' and image_url !~ '[[:space:][:cntrl:]]'));

alter table public.testimonials drop constraint testimonials_before_url_check;
alter table public.testimonials add constraint testimonials_before_url_check
  check (before_image_url is null or (char_length(before_image_url) <= 2048
         and before_image_url ~ '^(https?://[^/\\[:space:][:cntrl:]]|/([^/\\]|$))' and before_image_url !~ '[[:space:][:cntrl:]]'));
alter table public.testimonials drop constraint testimonials_after_url_check;
alter table public.testimonials add constraint testimonials_after_url_check
  check (after_image_url is null or (char_length(after_image_url) <= 2048
         and after_image_url ~ '^(https?://[^/\\[:space:][:cntrl:]]|/([^/\\]|$))' and after_image_url !~ '[[:space:][:cntrl:]]'));
comment on constraint products_image_url_check on public.products is
  'null, an absolute http(s) URL, or a root-relative path (not //host or /\host); no spaces or control characters.';
comment on constraint testimonials_before_url_check on public.testimonials is
  'null, an absolute http(s) URL, or a root-relative path (not //host or /\host); no spaces or control characters.';
comment on constraint testimonials_after_url_check on public.testimonials is
  'null, an absolute http(s) URL, or a root-relative path (not //host or /\host); no spaces or control characters.';
