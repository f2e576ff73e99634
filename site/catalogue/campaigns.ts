/**
 * "Measure your campaigns" (issue 30), for the install page (site/catalogue/install-page.tsx) and the README: the
 * fields the widgets record, where they land and the query staff can run. The fields come from the one list of
 * widgets/content/attribution.ts.
 */
import { ATTRIBUTION_FIELDS, type AttributionKey } from '../../widgets/content/attribution';

/** What each field is, in the order of the list. */
export const FIELD_NOTES: Record<AttributionKey, string> = {
  utm_source: 'where the visit came from (google, newsletter)',
  utm_medium: 'the kind of traffic (cpc, email)',
  utm_campaign: 'your campaign’s name',
  utm_term: 'the paid keyword',
  utm_content: 'which ad or link',
  gclid: 'Google Ads click id',
  fbclid: 'Meta click id',
  msclkid: 'Microsoft Ads click id',
  referrer: 'the referring site’s origin (never its path)',
  landing_path: 'the landing page’s path (never its query)',
  source: 'the element’s own source attribute',
};

export const CAMPAIGN_FIELDS = (Object.keys(ATTRIBUTION_FIELDS) as AttributionKey[]).map((key) => ({
  key,
  maxLength: ATTRIBUTION_FIELDS[key],
  note: FIELD_NOTES[key],
}));

/** Requests by campaign over the last 30 days (consultation requests are the rows whose message starts with "Phone: "). */
export const CAMPAIGN_QUERY = `select attribution->>'utm_source'   as source,
       attribution->>'utm_medium'   as medium,
       attribution->>'utm_campaign' as campaign,
       count(*) filter (where message like 'Phone: %')     as consultations,
       count(*) filter (where message not like 'Phone: %') as messages
  from public.contact_submissions
 where created_at > now() - interval '30 days'
 group by 1, 2, 3
 order by count(*) desc;`;

/** An element with its source and an opted-in prefill from the address. */
export const CAMPAIGN_EXAMPLE = `<medspa-contact-form source="spring-landing" prefill-from-url="name:lead_name email:lead_email"></medspa-contact-form>`;
