/**
 * The prefill a page's address offers (issue 30; ./prefill.ts fills the fields with it). Apart, without React: the
 * iframe fallback's parent script (./frame-parent.ts) reads its page's address the same way, and a template stamped
 * before React (./stamp.ts) fills its fields with `prefillValues`.
 */

/**
 * The values the page's address gives for `spec` ("name email" or "name:lead_name email:lead_email"), for the
 * allowed fields only; a field named twice takes its first parameter.
 */
export function urlPrefill<F extends string>(spec: string | undefined, allowed: readonly F[], search: string): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  if (!spec) return out;
  const params = new URLSearchParams(search);
  for (const entry of spec.split(/[\s,]+/)) {
    const [field, param = field] = entry.split(':') as [string, string?];
    if (!field || !param || !(allowed as readonly string[]).includes(field) || (out as Record<string, string>)[field] !== undefined)
      continue;
    const value = params.get(param);
    if (value?.trim()) out[field as F] = value;
  }
  return out;
}

/** The prefill of each allowed field: the address's (when opted in) over the attribute's, cut to `maxLength`. */
export function prefillValues<F extends string>(
  attributes: Partial<Record<F, string | undefined>>,
  spec: string | undefined,
  allowed: Readonly<Record<F, number>>,
  search: string,
): Partial<Record<F, string>> {
  const fields = Object.keys(allowed) as F[];
  const fromUrl = urlPrefill(spec, fields, search);
  const out: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const value = (fromUrl[field] ?? attributes[field])?.trim();
    if (value) out[field] = [...value].slice(0, allowed[field]).join('');
  }
  return out;
}
