/** custom-elements.json as a module (scripts/manifest.ts, `manifestVitePlugin`): the part the docs and Foundations pages read. */
declare module 'virtual:medspa-manifest' {
  interface Entry {
    name: string;
    description: string;
    default?: string;
    type?: { text: string };
  }
  interface Declaration {
    name: string;
    /** Absent on the theme's declaration (MedspaTheme: the tokens every element reads). */
    tagName?: string;
    description: string;
    attributes: Entry[];
    events: Entry[];
    cssParts: Entry[];
    cssProperties: Entry[];
    slots: Entry[];
  }
  const manifest: { modules: { path: string; declarations: Declaration[] }[] };
  export default manifest;
}
