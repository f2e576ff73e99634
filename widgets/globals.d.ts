/** Build-time defaults, injected by tsup `define` (see tsup.config.ts); overridable per page. */
declare const __MEDSPA_DEFAULTS__: {
  supabaseUrl: string;
  supabaseAnonKey: string;
  bookingUrl: string;
  imageTransformations: boolean;
};

/** package.json's version, injected by tsup `define`; absent under Vite (tests, Storybook). */
declare const __MEDSPA_VERSION__: string;

/** Every element's tag -> its chunk, derived from the descriptors at build time (scripts/elements.ts). */
declare module 'virtual:medspa-elements' {
  export const elements: Record<string, () => Promise<unknown>>;
  /** Each element's attributes (kebab-case) and their types: the loader defines every element with them. */
  export const attributes: Record<string, Record<string, 'string' | 'number' | 'boolean' | 'json'>>;
  /** When a server-rendered element hydrates, for those that say (runtime/contract.ts HydrateOn; default visible). */
  export const hydrateOn: Record<string, 'idle' | 'visible' | 'interaction'>;
  /** The elements with a template (`<name>.template.ts`: runtime/stamp.ts), stamped before their code where no server drew them. */
  export const templates: Record<string, () => Promise<import('./runtime/stamp').TemplateModule>>;
}

/** An element's server markup (its answers script and root box), rendered at build time (scripts/markup.ts). */
declare module 'virtual:medspa-markup/*' {
  const markup: string;
  export default markup;
}
