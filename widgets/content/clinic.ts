/**
 * Clinic facts: the one place pages, widgets and the JSON-LD read them from.
 * Change a fact here and `npm run build` carries it everywhere.
 */
export const clinic = {
  name: 'Gateway Med Spa',
  legalName: 'Gateway Med Spa & Hair Restoration',
  tagline: 'Hair Restoration • Facial Aesthetics • IV Bar',
  address: {
    street: '7710 Forsyth Blvd, Suite 120',
    city: 'Saint Louis',
    region: 'MO',
    postalCode: '63105',
    country: 'US',
  },
  phone: '(314) 555-0142',
  phoneE164: '+13145550142',
  email: 'hello@gatewaymedspa.com',
  /** Opening hours as docs/product.md §9 gives them; `opens`/`closes` are 24 h for JSON-LD. */
  hours: [
    { days: 'Monday – Friday', label: '9:00 AM – 7:00 PM', dayCodes: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '09:00', closes: '19:00' },
    { days: 'Saturday', label: '10:00 AM – 6:00 PM', dayCodes: ['Sa'], opens: '10:00', closes: '18:00' },
    { days: 'Sunday', label: 'Closed', dayCodes: ['Su'], opens: null, closes: null },
  ],
  social: [
    { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/gatewaymedspa' },
    { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/gatewaymedspa' },
    { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/gatewaymedspa' },
    { network: 'twitter', label: 'Twitter', url: 'https://twitter.com/gatewaymedspa' },
  ],
  /** The scheduling provider's booking page (docs/product.md §1), opened in a new tab. Overridable by configuration. */
  bookingUrl: 'https://gatewaymedspa.janeapp.com/',
  geo: { lat: 38.6497, lng: -90.3365 },
  /** The clinic's clock: dates on the site (a blog post's day) are Saint Louis days, wherever they are read. */
  timeZone: 'America/Chicago',
  mapZoom: 16,
  staff: [
    { id: 'dr-daniel-reyes', name: 'Dr. Daniel Reyes, MD', role: 'Medical Director & Hair Restoration Physician' },
    { id: 'megan-brooks', name: 'Megan Brooks, MSN, FNP-C', role: 'Cosmetic Nurse Practitioner' },
    { id: 'alyssa-chen', name: 'Alyssa Chen, LME', role: 'Licensed Medical Aesthetician' },
  ],
} as const;

export type Clinic = typeof clinic;

/** A member of the staff, named by the id that is also their /about#<id> anchor. */
export type StaffId = Clinic['staff'][number]['id'];

/** The staff member with this id: pages pick profiles by id, not by their place in the list. */
export const staffMember = (id: StaffId) => clinic.staff.find((s) => s.id === id)!;

/** One line, for places that print the address. */
export const clinicAddressLine = `${clinic.address.street}, ${clinic.address.city}, ${clinic.address.region} ${clinic.address.postalCode}`;

/** A maps search link for directions; works with no API key (the map's fallback uses it). */
export const directionsUrl = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(clinicAddressLine)}`;
