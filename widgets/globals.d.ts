/** Build-time defaults, injected by tsup `define` (see tsup.config.ts); overridable per page. */
declare const __MEDSPA_DEFAULTS__: {
  supabaseUrl: string;
  supabaseAnonKey: string;
  bookingUrl: string;
};
