/**
 * The cases of tests/hosts/shared/cases.ts as a React developer writes them: JSX props (an object and a JSON
 * string), a key that remounts, an element made with createElement and given a property before it is appended, a
 * keyed list that moves the contact form, the page's own consultation button, metadata and an event handler prop.
 */
import { useRef, useState } from 'react';
import { METADATA, OBJECT_CARDS, PRODUCT, STRING_CARDS_JSON, TRIGGER, formSource, recordEvent, triggerSource } from '../../shared/cases';

const ITEMS = ['form', 'note-a', 'note-b'];

export function App() {
  const [mounts, setMounts] = useState(0);
  const [order, setOrder] = useState(ITEMS);
  const buySlot = useRef<HTMLDivElement>(null);

  const addBuyButton = () => {
    const el = document.createElement('medspa-buy-button');
    el.product = PRODUCT;
    buySlot.current!.append(el);
  };

  // The controls first: what the widgets draw below (images loading, cards remounting) never moves them.
  return (
    <main>
      <h1>React host</h1>
      <p>
        <button type="button" onClick={() => setMounts((n) => n + 1)}>
          Remount widgets
        </button>{' '}
        Remounts: <output id="mounts">{mounts}</output>{' '}
        <button type="button" onClick={addBuyButton}>
          Add buy button
        </button>{' '}
        <button type="button" onClick={() => setOrder((o) => [...o.slice(1), o[0]!])}>
          Move form
        </button>{' '}
        <button type="button" data-medspa-consultation="" data-medspa-name={TRIGGER.name} data-medspa-source={triggerSource('react')}>
          {TRIGGER.label}
        </button>
      </p>
      <section id="object-cards" key={`object-${mounts}`}>
        <medspa-benefit-cards intro="Cards as an object" cards={OBJECT_CARDS} />
      </section>
      <section id="string-cards" key={`string-${mounts}`}>
        <medspa-benefit-cards intro="Cards as a JSON string" cards={STRING_CARDS_JSON} />
      </section>
      <div id="buy-slot" ref={buySlot} />
      <ul id="forms">
        {order.map((item) => (
          <li key={item} id={`item-${item}`}>
            {item === 'form' ? (
              <medspa-contact-form source={formSource('react')} metadata={METADATA} oncontact-submitted={recordEvent} />
            ) : (
              <p>Partner note {item}</p>
            )}
          </li>
        ))}
      </ul>
      <acme-panel heading="Acme panel" />
    </main>
  );
}
