/**
 * The loader's element table for tests of the consultation button before its code (issue 39): the element's chunk
 * is held until the test releases it, and the template chunk and the chunk are counted. Used from a hoisted
 * `vi.mock('virtual:medspa-elements', …)` factory, with the state made by `vi.hoisted(heldChunk)`.
 */
export interface HeldChunk {
  gate: Promise<void>;
  release: () => void;
  asked: number;
  templates: number;
}

export function heldChunk(): HeldChunk {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  return { gate, release: () => release(), asked: 0, templates: 0 };
}

/** `virtual:medspa-elements` with the consultation button alone: its chunk behind `chunk.gate`, its template. */
export async function heldElementTable(chunk: HeldChunk) {
  const { consultationButton: d } = await import('./consultation-button.contract');
  return {
    elements: {
      [d.tag]: async () => {
        chunk.asked++;
        await chunk.gate;
        await import('./consultation-button.define');
      },
    },
    attributes: { [d.tag]: Object.fromEntries(Object.entries(d.attributes).map(([name, a]) => [name, a.type])) },
    hydrateOn: {},
    templates: {
      [d.tag]: () => {
        chunk.templates++;
        return import('./consultation-button.template');
      },
    },
  };
}
