/**
 * The Security Advisor check: advisor.sql (our own restatement of the dashboard's security lints, splinter) and
 * the one list of findings that are intended, each with its reason. advisor.test.ts runs it on PostgreSQL 15 and
 * on PGlite after the bootstrap, the migrations and the seed: any ERROR or WARN fails, and so does an INFO not
 * listed below (and an entry below that no longer occurs, so the list stays true).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SUPABASE_DIR } from './db.ts';
import { join } from 'node:path';

export const ADVISOR_SQL_FILE = fileURLToPath(new URL('./advisor.sql', import.meta.url));

export interface Finding {
  level: 'ERROR' | 'WARN' | 'INFO';
  name: string;
  /** The lint's key for this object, as the dashboard shows it (and dismisses it by). */
  cache_key: string;
  detail: string;
}

/**
 * INFO findings that are the design, by cache_key. Only INFO can be listed: an ERROR or WARN always fails.
 * Adding an entry means writing down why the finding is right for this project.
 */
export const INTENDED_INFO: Readonly<Record<string, string>> = {
  rls_enabled_no_policy_public_client_quota_hits:
    "Deny-all by intent: the per-client quota counters, written by consume_client_quota() from the tables' triggers; no policy, so the API roles get no row (service role only).",
  rls_enabled_no_policy_public_client_quotas:
    'Deny-all by intent: the per-client quotas; a visitor who could read or change them could lift the caps (service role only).',
  rls_enabled_no_policy_public_function_rate_limits:
    'Deny-all by intent: the daily caps of the edge functions and the newsletter, counted by consume_rate_limit() (service role only).',
  rls_enabled_no_policy_public_sms_outbox:
    'Deny-all by intent: staff text messages kept when no Twilio secrets are set (phone numbers, names); service role only.',
};

/** The API's exposed schemas (config.toml [api] schemas), which a hosted project gives the lints as pgrst.db_schemas. */
export function exposedSchemas(configFile = join(SUPABASE_DIR, 'config.toml')): string {
  const api = /^\[api\]\n([\s\S]*?)(?=^\[)/m.exec(readFileSync(configFile, 'utf8'))?.[1] ?? '';
  const list = /^schemas\s*=\s*\[([^\]]*)\]/m.exec(api)?.[1];
  if (list === undefined) throw new Error(`no [api] schemas in ${configFile}`);
  return [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]).join(',');
}

/**
 * The statements that run the check: pgrst.db_schemas for this transaction, then one row with the findings as a
 * JSON array. Run them inside a transaction (`set local`).
 */
export function advisorStatements(schemas = exposedSchemas()): { setup: string; query: string } {
  const sql = readFileSync(ADVISOR_SQL_FILE, 'utf8').replace(/;\s*$/, '');
  return {
    setup: `set local pgrst.db_schemas = '${schemas.replaceAll("'", "''")}'`,
    query: `select coalesce(json_agg(f), '[]')::text as findings from (\n${sql}\n) f`,
  };
}

/** What fails the check, one readable line each; empty when the advisor has nothing to say. */
export function advisorFailures(findings: readonly Finding[], intended: Readonly<Record<string, string>> = INTENDED_INFO): string[] {
  const out: string[] = [];
  for (const f of findings) {
    if (f.level !== 'INFO') out.push(`${f.level} ${f.name}: ${f.detail} [${f.cache_key}]`);
    else if (!(f.cache_key in intended))
      out.push(`INFO ${f.name} not in INTENDED_INFO (supabase/local/advisor.ts): ${f.detail} [${f.cache_key}]`);
  }
  const found = new Set(findings.map((f) => f.cache_key));
  for (const key of Object.keys(intended)) {
    if (!found.has(key)) out.push(`INTENDED_INFO lists ${key}, which the advisor no longer reports: remove it`);
  }
  return out;
}
