-- The nine media buckets of docs/product.md §3. Public: objects are readable by anyone at
-- /storage/v1/object/public/<bucket>/<path>. Listing goes through storage.objects and its RLS,
-- so anon and authenticated get a read-only SELECT policy limited to these buckets. Nobody but the
-- service role (dashboard, CLI) uploads.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('hero_images',        'hero_images',        true, 10485760, array['image/jpeg','image/png','image/webp','image/gif']),
  ('injectables_images', 'injectables_images', true, 10485760, array['image/jpeg','image/png','image/webp','image/gif']),
  ('hair_images',        'hair_images',        true, 10485760, array['image/jpeg','image/png','image/webp','image/gif']),
  ('ivtherapy_images',   'ivtherapy_images',   true, 10485760, array['image/jpeg','image/png','image/webp','image/gif']),
  ('gallery_images',     'gallery_images',     true, 52428800, array['image/jpeg','image/png','image/webp','image/gif','video/mp4','video/webm','video/quicktime']),
  ('aboutus_images',     'aboutus_images',     true, 10485760, array['image/jpeg','image/png','image/webp','image/gif']),
  ('body_images',        'body_images',        true, 10485760, array['image/jpeg','image/png','image/webp','image/gif']),
  ('face_images',        'face_images',        true, 10485760, array['image/jpeg','image/png','image/webp','image/gif']),
  ('clinical_images',    'clinical_images',    true, 10485760, array['image/jpeg','image/png','image/webp','image/gif'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Public media buckets are listable"
  on storage.objects for select
  to anon, authenticated
  using (bucket_id in ('hero_images', 'injectables_images', 'hair_images', 'ivtherapy_images', 'gallery_images',
                       'aboutus_images', 'body_images', 'face_images', 'clinical_images'));
