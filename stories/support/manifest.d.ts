/** custom-elements.json as a module (scripts/manifest.ts, `manifestVitePlugin`): the part the docs pages read. */
declare module 'virtual:medspa-manifest' {
  interface Entry {
    name: string;
    description: string;
    default?: string;
    type?: { text: string };
  }
  interface Declaration {
    tagName: string;
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
