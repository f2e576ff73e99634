/** What the banner names of a running backend (a LocalBackend has them; index.ts re-exports this module). */
export interface BannerFacts {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

/** The lines `supabase start` prints, for the embedded backend. */
export function bannerText(b: BannerFacts, startMs?: number): string {
  return [
    `Local Supabase (embedded PGlite) is running${startMs !== undefined ? ` (started in ${Math.round(startMs)} ms)` : ''}.`,
    '',
    `         API URL: ${b.url}`,
    `     REST API URL: ${b.url}/rest/v1`,
    `  Storage API URL: ${b.url}/storage/v1`,
    `Functions API URL: ${b.url}/functions/v1`,
    `         anon key: ${b.anonKey}`,
    ` service_role key: ${b.serviceRoleKey}`,
    '',
  ].join('\n');
}

export function printBanner(b: BannerFacts, startMs?: number): void {
  console.log(bannerText(b, startMs));
}
