-- Store products (docs/product.md §3, §7 calls 10 and 11). The name is what create-checkout receives as productId,
-- so it is unique; the price is what the server charges, in dollars with at most 2 decimals.
create table public.products (
  id           uuid          primary key default gen_random_uuid(),
  created_at   timestamptz   not null default now(),
  name         text          not null,
  description  text          not null default '',
  price        numeric       not null,
  category     text          not null,
  image_url    text,
  constraint products_name_key unique (name),
  constraint products_name_check        check (name ~ '[^[:space:]]' and char_length(name) <= 200),
  constraint products_description_check check (char_length(description) <= 5000),
  -- plain numeric + round(): 12.345 is refused rather than silently rounded as numeric(10,2) would do.
  constraint products_price_check       check (price >= 0 and price < 100000 and price = round(price, 2)),
  constraint products_category_check    check (category ~ '[^[:space:]]' and char_length(category) <= 100),
  constraint products_image_url_check   check (image_url is null or (char_length(image_url) <= 2048 and image_url ~ '^(https?://|/)'))
);
alter table public.products enable row level security;

revoke all on table public.products from public, anon, authenticated;
grant select on table public.products to anon, authenticated;
grant all on table public.products to service_role;

create policy "Products are public"
  on public.products for select
  to anon, authenticated
  using (true);

