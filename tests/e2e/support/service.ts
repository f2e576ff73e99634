/** The local backend's REST API with the service-role key (tests read back and clean up what visitors wrote). */
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../../supabase/local/keys';

const headers = (key: string) => ({ apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' });

export async function rest(baseURL: string, method: string, pathAndQuery: string, body?: unknown, role: 'service' | 'anon' = 'service') {
  const res = await fetch(`${baseURL}/rest/v1/${pathAndQuery}`, {
    method,
    headers: { ...headers(role === 'service' ? LOCAL_SERVICE_ROLE_KEY : LOCAL_ANON_KEY), Prefer: 'return=representation' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : null) as Record<string, string>[] | Record<string, string> | null };
}
