/**
 * The element as frameworks and scripts treat it (runtime/element.ts, issue 37): objects and JSON strings as
 * properties and attributes, on first mount and after remounts; properties set before the definition; malformed
 * JSON; a move in the DOM that keeps what was typed.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, useState } from 'react';
import { defineWidget } from './define';
import { defineElement, type WidgetProps } from './contract';
import { settle } from '../test/render';
import { setValue } from '../test/forms';

interface Card {
  title: string;
}

const cardsElement = (tag: `medspa-${string}`) =>
  defineElement({
    tag,
    summary: 'A test element with a json attribute.',
    attributes: {
      cards: { type: 'json', doc: 'The cards.', default: [] },
      label: { type: 'string', doc: 'A label.', default: 'Cards' },
    },
  });

function Cards(props: WidgetProps<ReturnType<typeof cardsElement>>) {
  const cards = Array.isArray(props.cards) ? (props.cards as Card[]) : [];
  const [typed, setTyped] = useState('');
  return (
    <div>
      <p className="label">{props.label ?? 'Cards'}</p>
      {cards.length ? (
        <ul>
          {cards.map((c) => (
            <li key={c.title}>{c.title}</li>
          ))}
        </ul>
      ) : (
        <p className="empty">No cards</p>
      )}
      <input aria-label="Note" value={typed} onChange={(e) => setTyped(e.currentTarget.value)} />
      <output>{typed}</output>
    </div>
  );
}

const titles = (el: Element) => [...el.shadowRoot!.querySelectorAll('li')].map((li) => li.textContent);
const CARDS = [{ title: 'One' }, { title: 'Two' }];

describe('a json attribute', () => {
  it('takes an object as a property, on first mount and after ten remounts, without turning it into an attribute', async () => {
    defineWidget(cardsElement('medspa-json-object'), Cards);
    for (let i = 0; i < 11; i++) {
      const el = document.createElement('medspa-json-object') as HTMLElement & { cards?: unknown };
      el.cards = CARDS;
      document.body.append(el);
      await settle();
      expect(titles(el)).toEqual(['One', 'Two']);
      expect(el.cards).toEqual(CARDS);
      expect(el.hasAttribute('cards')).toBe(false);
      el.remove();
      await settle();
    }
  });

  it('takes a JSON string as a property or as an attribute, on first mount and after a remount', async () => {
    defineWidget(cardsElement('medspa-json-string'), Cards);
    const byProperty = document.createElement('medspa-json-string') as HTMLElement & { cards?: unknown };
    byProperty.cards = JSON.stringify(CARDS);
    document.body.append(byProperty);
    const host = document.createElement('div');
    host.innerHTML = `<medspa-json-string cards='${JSON.stringify(CARDS)}'></medspa-json-string>`;
    document.body.append(host);
    await settle();
    expect(titles(byProperty)).toEqual(['One', 'Two']);
    expect(byProperty.cards).toEqual(CARDS);
    expect(titles(host.firstElementChild!)).toEqual(['One', 'Two']);
    // remounted: the same element out and back in a later task, and a fresh one from the same markup
    byProperty.remove();
    await settle();
    document.body.append(byProperty);
    host.innerHTML = `<medspa-json-string cards='${JSON.stringify(CARDS)}'></medspa-json-string>`;
    await settle();
    expect(titles(byProperty)).toEqual(['One', 'Two']);
    expect(titles(host.firstElementChild!)).toEqual(['One', 'Two']);
  });

  it('malformed (an object a framework wrote as text, bad JSON): one console error naming the element and attribute, the empty state', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    defineWidget(cardsElement('medspa-json-bad'), Cards);
    const host = document.createElement('div');
    host.innerHTML = '<medspa-json-bad cards="[object Object],[object Object]"></medspa-json-bad>';
    document.body.append(host);
    await settle();
    const el = host.firstElementChild as HTMLElement & { cards?: unknown };
    expect(el.shadowRoot!.querySelector('.empty')!.textContent).toBe('No cards');
    const named = errors.mock.calls.filter((c) => String(c[0]).startsWith('[medspa] <medspa-json-bad> cards: not valid JSON'));
    expect(named).toHaveLength(1);
    el.cards = '{oops';
    await settle();
    expect(errors.mock.calls.filter((c) => String(c[0]).startsWith('[medspa] <medspa-json-bad> cards:'))).toHaveLength(2);
    el.cards = CARDS; // and it recovers with a good value
    await settle();
    expect(titles(el)).toEqual(['One', 'Two']);
  });
});

describe('a new element a framework fills before inserting it', () => {
  it('is drawn once it is in the document, with everything set before (never first with one prop, then the rest)', async () => {
    const seen: unknown[] = [];
    function Recorder(props: WidgetProps<ReturnType<typeof cardsElement>>) {
      seen.push(props.cards);
      return <Cards {...props} />;
    }
    defineWidget(cardsElement('medspa-json-filled'), Recorder);
    const el = document.createElement('medspa-json-filled') as HTMLElement & { cards?: unknown };
    el.setAttribute('label', 'Filled'); // a framework's first write, an attribute
    el.cards = CARDS; // then the object, as a property
    await settle();
    expect(seen).toEqual([]); // nothing drawn while detached
    expect(el.shadowRoot!.childElementCount).toBe(0);
    document.body.append(el);
    await settle();
    expect(seen[0]).toEqual(CARDS);
    expect(titles(el)).toEqual(['One', 'Two']);
  });
});

describe('properties set before the element is defined', () => {
  it('are taken up at upgrade, json and plain alike, and stay properties', async () => {
    const el = document.createElement('medspa-json-early') as HTMLElement & { cards?: unknown; label?: unknown };
    el.cards = CARDS; // an own property: no accessor yet
    el.label = 'Early';
    document.body.append(el);
    defineWidget(cardsElement('medspa-json-early'), Cards);
    await settle();
    expect(titles(el)).toEqual(['One', 'Two']);
    expect(el.shadowRoot!.querySelector('.label')!.textContent).toBe('Early');
    expect(Object.prototype.hasOwnProperty.call(el, 'cards')).toBe(false); // now through the accessor
    el.label = 'Later';
    await settle();
    expect(el.shadowRoot!.querySelector('.label')!.textContent).toBe('Later');
    expect(el.getAttribute('label')).toBe('Later'); // a plain property reflects, as every attribute's does
  });
});

describe('an element moved in the DOM', () => {
  it('keeps its tree and what was typed when it is disconnected and connected again in one run of the page code', async () => {
    defineWidget(cardsElement('medspa-json-moved'), Cards);
    const el = document.createElement('medspa-json-moved');
    const [a, b] = [document.createElement('div'), document.createElement('div')];
    document.body.append(a, b);
    a.append(el);
    await settle();
    const input = el.shadowRoot!.querySelector('input')!;
    await act(async () => setValue(input, 'Typed before the move'));
    expect(el.shadowRoot!.querySelector('output')!.textContent).toBe('Typed before the move');
    b.append(el); // a re-append: disconnected, then connected, in one task
    a.append(el); // and back
    await settle();
    expect(el.shadowRoot!.querySelector('input')).toBe(input);
    expect(el.shadowRoot!.querySelector('output')!.textContent).toBe('Typed before the move');
  });

  it('unmounts when it stays out', async () => {
    defineWidget(cardsElement('medspa-json-gone'), Cards);
    const el = document.createElement('medspa-json-gone');
    document.body.append(el);
    await settle();
    expect(el.shadowRoot!.querySelector('input')).not.toBeNull();
    el.remove();
    await settle();
    expect(el.shadowRoot!.querySelector('input')).toBeNull();
  });
});

describe('a boolean attribute', () => {
  const flag = (tag: `medspa-${string}`) =>
    defineElement({ tag, summary: 'A test element with a boolean.', attributes: { open: { type: 'boolean', doc: 'Open.' } } });
  function Flag(props: WidgetProps<ReturnType<typeof flag>>) {
    return <p>{props.open ? 'open' : 'closed'}</p>;
  }

  it('is true when present with no value (as HTML writes it), false as "false", unset when removed', async () => {
    defineWidget(flag('medspa-flag'), Flag);
    const host = document.createElement('div');
    host.innerHTML = '<medspa-flag open></medspa-flag>';
    document.body.append(host);
    const el = host.firstElementChild!;
    const text = () => el.shadowRoot!.querySelector('p')!.textContent;
    await settle();
    expect(text()).toBe('open');
    el.setAttribute('open', 'false');
    await settle();
    expect(text()).toBe('closed');
    el.setAttribute('open', '');
    await settle();
    expect(text()).toBe('open');
    el.removeAttribute('open');
    await settle();
    expect(text()).toBe('closed');
  });
});
