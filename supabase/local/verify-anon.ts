/**
 * `npx tsx supabase/local/verify-anon.ts <API URL> <anon key>`: with supabase-js only, makes every call of
 * docs/product.md §7 against the given project (the URL and anon key `npm start` prints, or a hosted project) and checks
 * that the anon key can neither read contact_submissions nor write news, testimonials or products.
 * Note: it inserts one contact submission and triggers one (outbox) consultation notification.
 */
import { client } from './test-helpers.ts';
import { BUCKETS } from '../../widgets/content/buckets.ts';
import { consultationMessage } from '../../widgets/content/forms.ts';

const [url, key] = process.argv.slice(2);
if (!url || !key) {
  console.error('usage: npx tsx supabase/local/verify-anon.ts <API URL> <anon key>');
  process.exit(2);
}
const sb = client(url, key);
let failed = 0;
const check = (label: string, ok: boolean, extra = '') => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}${extra ? `  (${extra})` : ''}`);
  if (!ok) failed++;
};

// The consultation flow of §7.1 and §7.2: the row, then the notification that belongs to it.
const visitor = { name: 'Verify Script', phone: '314-555-0100', email: 'verify@example.com', reason: 'verification' };
const ins = await sb
  .from('contact_submissions')
  .insert({ name: visitor.name, email: visitor.email, message: consultationMessage(visitor.phone, visitor.reason) });
check('1 insert contact_submissions', !ins.error, ins.error?.message);
const sms = await sb.functions.invoke('send-consultation-sms', { body: { data: visitor } });
check('2 invoke send-consultation-sms', !sms.error, sms.error?.message);
const news = await sb.from('news').select('*').order('created_at', { ascending: false });
check('3 news ordered by created_at desc', !news.error && Array.isArray(news.data), `${news.data?.length ?? 0} rows`);
if (news.data?.[0]) {
  const one = await sb.from('news').select('*').eq('id', news.data[0].id).single();
  check('4 news by id, single()', !one.error && one.data?.id === news.data[0].id);
}
for (const b of BUCKETS) {
  const l = await sb.storage.from(b).list('', { limit: 100, offset: 0, sortBy: { column: 'name', order: 'asc' } });
  const first = l.data?.find((f) => f.id !== null);
  let served = false;
  if (first) served = (await fetch(sb.storage.from(b).getPublicUrl(first.name).data.publicUrl, { method: 'HEAD' })).ok;
  check(`5-8,13 storage list + public URL ${b}`, !l.error && served, `${l.data?.length ?? 0} entries`);
}
const t = await sb.from('testimonials').select('*').eq('featured', true).limit(3);
check('9 featured testimonials', !t.error, `${t.data?.length ?? 0} rows`);
const p = await sb.from('products').select('*').order('name', { ascending: true });
check('10 products by name', !p.error, `${p.data?.length ?? 0} rows`);
const c = await sb.functions.invoke('create-checkout', { body: { productId: 'Bio Cleanse', price: 45.99 } });
check('11 create-checkout', !c.error && typeof c.data?.url === 'string', c.data?.url);
const m = await sb.functions.invoke('get-google-maps-key');
check(
  '12 get-google-maps-key answers (200 with a key, or a JSON error without one)',
  m.error ? m.error.name === 'FunctionsHttpError' : typeof m.data?.GOOGLE_MAPS_API_KEY === 'string',
);

const read = await sb.from('contact_submissions').select('*');
check('anon cannot read contact_submissions', !!read.error && read.error.code === '42501');
for (const table of ['news', 'testimonials', 'products']) {
  const w = await sb.from(table).insert({ title: 'x' } as never);
  const u = await sb
    .from(table)
    .update({ category: 'x' } as never)
    .neq('id', '00000000-0000-4000-8000-000000000000');
  const d = await sb.from(table).delete().neq('id', '00000000-0000-4000-8000-000000000000');
  check(
    `anon cannot write ${table}`,
    [w, u, d].every((r) => !!r.error),
  );
}
console.log(failed ? `${failed} check(s) failed` : 'all checks passed');
process.exit(failed ? 1 : 0);
