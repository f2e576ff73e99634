/**
 * Prefilled form fields (issue 30; docs/product.md "Campaign attribution (issue 30)"): a field's value from the
 * element's own attribute (`name`, `email`, …) or, when the element opts in with `prefill-from-url`, from a named
 * parameter of the page's address. The address wins over the attribute (it is this visitor's); only empty fields
 * are filled, so nothing typed is replaced. Each element lists the fields it allows: the consultation's reason is
 * never one of them (health information never comes from an address).
 */
import { useEffect } from 'react';
import { prefillValues } from './url-prefill';

export { prefillValues, urlPrefill } from './url-prefill';

/**
 * Fills the empty fields once the component is mounted (and again when the attributes change), through `fill`
 * (the form's own setter): never while rendering, so the server's markup and the hydration stay equal.
 */
export function usePrefill<F extends string>(
  attributes: Partial<Record<F, string | undefined>>,
  spec: string | undefined,
  allowed: Readonly<Record<F, number>>,
  fill: (field: F, value: string) => void,
): void {
  const key = JSON.stringify([attributes, spec]);
  useEffect(() => {
    const values = prefillValues(attributes, spec, allowed, typeof location === 'undefined' ? '' : location.search);
    for (const [field, value] of Object.entries(values) as [F, string][]) fill(field, value);
    // `key` stands for the attributes and the spec; `allowed` and `fill` are the caller's constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
