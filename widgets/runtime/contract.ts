/** The public contract of one element, as documented and published in custom-elements.json. */
export interface ElementContract {
  tag: string;
  summary: string;
  attributes: { name: string; type: 'string' | 'number' | 'boolean' | 'json'; description: string; default?: string }[];
  /** DOM events; all bubble and are composed. */
  events: { name: string; description: string; detail?: string }[];
  parts: { name: string; description: string }[];
  /** Every element also honours the shared --medspa-* theme tokens (widgets/runtime/theme.css). */
  cssProperties: { name: string; default: string; description: string }[];
}
