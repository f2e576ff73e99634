/**
 * /widgets/install: any page, the frameworks, a strict CSP, campaigns, the page's own controls, WordPress, the page
 * builders and the iframe fallback (the frames: ./frame-page.tsx).
 */
import type { ReactNode } from 'react';
import type { PageBody, PageContext } from '../render/page';
import type { Catalogue } from './catalogue';
import { bareUse, catalogueHead as head, catalogueOf, CopyStatus, Section, Snippet, SubpageIntro, Tag } from './parts';
import { CATALOGUE_PATH, FRAME_PATH, framePath } from './paths';
import {
  angularFrameworkSnippet,
  apiSnippet,
  FRAMEWORK_EXAMPLE,
  frameSnippet,
  htmlSnippet,
  nextFrameworkSnippet,
  NONCE_PLACEHOLDER,
  ownTriggerSnippet,
  reactFrameworkSnippet,
  scriptTag,
  strictCsp,
  svelteFrameworkSnippet,
  vueConfigSnippet,
  vueFrameworkSnippet,
} from './snippets';
import { CAMPAIGN_EXAMPLE, CAMPAIGN_FIELDS, CAMPAIGN_QUERY } from './campaigns';

function AnyPage({ c, snippet }: { c: Catalogue; snippet: string }) {
  return (
    <Section id="any" title="Any HTML page">
      <Snippet id="snippet-install" label="Script tag and one element" text={snippet} />
      <CopyStatus />
      <p>
        The address is version {c.version} and never changes; <code>integrity</code> lets the browser refuse a file that differs. For the
        newest version instead, load <code>/widgets/loader.js</code> without <code>integrity</code>. A page that cannot load modules can use
        the single classic script <code>{c.files.embed}</code> with <code>defer</code>
        {c.files.embedIntegrity ? (
          <>
            {' '}
            and integrity <code>{c.files.embedIntegrity}</code>
          </>
        ) : null}
        .
      </p>
    </Section>
  );
}

/** A framework's part of "Frameworks": its heading, what to know, its snippets. */
function Framework({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} data-framework={id}>
      <h3 id={`${id}-heading`}>{title}</h3>
      {children}
    </section>
  );
}

/** React/Next.js, Vue 3, Svelte 5 and Angular: how each passes properties and listens to events, and the types each reads. */
function Frameworks({ c }: { c: Catalogue }) {
  const { tag, jsonProp, event } = FRAMEWORK_EXAMPLE;
  const types = (
    <a href={c.bundle.typesUrl}>
      <code>medspa-widgets.d.ts</code>
    </a>
  );
  return (
    <Section id="frameworks" title="Frameworks">
      <p>
        The widgets are custom elements, so every framework renders them as it renders <code>&lt;div&gt;</code>. Load the script tag once,
        in the page&apos;s <code>&lt;head&gt;</code> before your app&apos;s own script: the elements are then defined when your framework
        first renders them, and it sets their properties. Every attribute is also a property; a JSON attribute (<code>{jsonProp}</code> of{' '}
        <Tag tag={tag} />, for one) takes an object as a property or its JSON text as an attribute. The events bubble, so a listener on the
        element or any ancestor hears them. The types of every element, attribute and event are in {types}: save it in your project and
        reference it (<code>/// &lt;reference path=&quot;./medspa-widgets.d.ts&quot; /&gt;</code>).
      </p>
      <Framework id="framework-react" title="React 19 and Next.js">
        <p>
          React 19 sets a property when the element has one, so objects work (<code>{`${jsonProp}={cards}`}</code>), and listens to an event
          with <code>on</code> and its exact name (<code>on{event}</code>). The types file adds the elements to React&apos;s JSX. Nothing of
          a widget renders on the server: the server&apos;s HTML holds the tag and its attributes, and the element draws itself in the
          browser once the loader has run (give it room with your own CSS). The elements need no <code>&apos;use client&apos;</code>; a
          listener is a function, so it lives in a Client Component, as <code>onClick</code> does. From a Server Component, give a JSON prop
          as text (<code>JSON.stringify</code>): it is written into the server&apos;s HTML.
        </p>
        <Snippet id="snippet-framework-react" label="React 19 (Vite)" text={reactFrameworkSnippet(c.bundle)} level={4} />
        <Snippet id="snippet-framework-next" label="Next.js (App Router)" text={nextFrameworkSnippet(c.bundle)} level={4} />
      </Framework>
      <Framework id="framework-vue" title="Vue 3">
        <p>
          Tell Vue&apos;s compiler that the <code>medspa-</code> tags are custom elements (otherwise it warns &quot;Failed to resolve
          component&quot; for each). Bind objects with <code>:{jsonProp}</code> (Vue sets the property) and listen with{' '}
          <code>@{event}</code>. With the types file, vue-tsc checks the elements&apos; props and events in templates (Vue&apos;s{' '}
          <code>GlobalComponents</code>).
        </p>
        <Snippet id="snippet-framework-vue-config" label="Vue 3: vite.config.ts" text={vueConfigSnippet()} level={4} />
        <Snippet id="snippet-framework-vue" label="Vue 3: a component" text={vueFrameworkSnippet(c.bundle)} level={4} />
      </Framework>
      <Framework id="framework-svelte" title="Svelte 5">
        <p>
          Nothing to configure. Svelte 5 sets a property when the element has one, so <code>{`{${jsonProp}}`}</code> passes the object, and{' '}
          <code>on{event}</code> listens. With the types file, svelte-check checks the elements&apos; attributes and events (Svelte&apos;s{' '}
          <code>svelte/elements</code>).
        </p>
        <Snippet id="snippet-framework-svelte" label="Svelte 5" text={svelteFrameworkSnippet(c.bundle)} level={4} />
      </Framework>
      <Framework id="framework-angular" title="Angular">
        <p>
          Add <code>CUSTOM_ELEMENTS_SCHEMA</code> to the <code>schemas</code> of each component (or module) whose template holds the
          elements. Bind objects with <code>[{jsonProp}]</code> (Angular sets the property) and listen with <code>({event})</code>.
          Angular&apos;s templates read no element types; the types file still types the elements and their events in your code.
        </p>
        <Snippet id="snippet-framework-angular" label="Angular" text={angularFrameworkSnippet(c.bundle)} level={4} />
      </Framework>
      <CopyStatus />
    </Section>
  );
}

function StrictCsp({ c }: { c: Catalogue }) {
  return (
    <Section id="csp" title="Pages with a strict Content Security Policy">
      <p>
        On a page whose policy uses nonces with <code>&apos;strict-dynamic&apos;</code> (WordPress security plugins, tag-manager set-ups),
        give the script tag the page&apos;s nonce. The widgets read it from that tag and put it on everything they add to the page (the
        map&apos;s Google Maps script, any style); the code the loader imports is trusted through <code>&apos;strict-dynamic&apos;</code>.
        Replace <code>{NONCE_PLACEHOLDER}</code> with the nonce your server makes for each response.
      </p>
      <Snippet id="snippet-csp-tag" label="Script tag with a nonce" text={scriptTag(c.bundle, NONCE_PLACEHOLDER)} />
      <Snippet id="snippet-csp" label="Content-Security-Policy" text={strictCsp(new URL(c.bundle.loaderUrl).origin)} />
      <CopyStatus />
      <p>
        The last three directives matter only if your policy limits fetches, images and media: the widgets call the clinic&apos;s API and
        show its pictures and videos, and the map loads Google&apos;s tiles.
      </p>
    </Section>
  );
}

function Campaigns() {
  return (
    <Section id="campaigns" title="Measure your campaigns">
      <p>
        The first page of a visit that says where the visitor came from (its address&apos;s campaign parameters, or a link from another
        site) is remembered for that visit in the browser tab (sessionStorage; no cookie). A later landing in the same visit does not
        replace it. Each consultation request, contact message, newsletter signup and checkout then carries these fields, with the
        element&apos;s own <code>source</code> attribute; never anything the visitor typed.
      </p>
      <table className="catalogue__table">
        <caption className="sr-only">Campaign fields</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">What it is</th>
            <th scope="col">At most</th>
          </tr>
        </thead>
        <tbody>
          {CAMPAIGN_FIELDS.map((f) => (
            <tr key={f.key}>
              <td>
                <code>{f.key}</code>
              </td>
              <td>{f.note}</td>
              <td>{f.maxLength} characters</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>Where they land:</p>
      <ul>
        <li>
          consultation requests and contact messages: <code>contact_submissions.attribution</code>; signups:{' '}
          <code>newsletter_subscribers.attribution</code> (the clinic&apos;s database);
        </li>
        <li>checkouts: the payment session&apos;s metadata (one entry per field);</li>
        <li>
          the conversion events&apos; <code>detail.attribution</code>, and so the data layer&apos;s <code>medspa.*</code> pushes when the
          page turns it on.
        </li>
      </ul>
      <p>
        Name each placement with <code>source</code>. The forms can also be prefilled: <code>name</code>, <code>email</code> (and the
        contact form&apos;s <code>message</code>) as attributes, or from your link&apos;s parameters when the element lists them in{' '}
        <code>prefill-from-url</code> (<code>field</code> or <code>field:parameter</code>). The reason for a consultation is never
        prefilled.
      </p>
      <Snippet id="snippet-campaign" label="Element with a source and prefill" text={CAMPAIGN_EXAMPLE} />
      <p>Staff can count requests by campaign in the database&apos;s SQL editor:</p>
      <Snippet id="snippet-campaign-sql" label="SQL" text={CAMPAIGN_QUERY} />
      <CopyStatus />
    </Section>
  );
}

function WordPress() {
  return (
    <Section id="wordpress" title="WordPress">
      <ol>
        <li>
          Add the script tag to every page: in a block theme, with a plugin for header code (such as WPCode), or in your theme&apos;s{' '}
          <code>functions.php</code> with <code>wp_enqueue_script_module()</code> (WordPress 6.5 and later).
        </li>
        <li>
          Where a widget should appear, add a <strong>Custom HTML</strong> block and paste the element, for example{' '}
          <code>&lt;medspa-consultation-button&gt;&lt;/medspa-consultation-button&gt;</code>.
        </li>
        <li>WordPress.com sites need a plan that allows custom code; without one, use the iframe fallback.</li>
      </ol>
    </Section>
  );
}

function Builders() {
  return (
    <Section id="builders" title="Webflow and Squarespace">
      <ul>
        <li>
          <strong>Webflow:</strong> paste the script tag under Site settings, Custom code, Head code (or a page&apos;s own Before
          &lt;/head&gt; code), then place an <strong>Embed</strong> element holding the widget&apos;s element. Custom code needs a paid site
          plan; it runs on the published site, not in the Designer.
        </li>
        <li>
          <strong>Squarespace:</strong> paste the script tag under Settings, Advanced, Code Injection, Header, then add a{' '}
          <strong>Code</strong> block holding the element. Code injection needs a Business plan or higher.
        </li>
      </ul>
    </Section>
  );
}

/** The page's own buttons and the JavaScript API (issue 37, widgets/runtime/api.ts). */
function OwnControls({ c }: { c: Catalogue }) {
  return (
    <Section id="own-controls" title="Your own buttons and the JavaScript API">
      <p>
        Any element of your page opens the consultation dialog when it carries <code>data-medspa-consultation</code>, whether or not the
        page holds a consultation widget, also inside your components&apos; shadow roots. <code>data-medspa-name</code>,{' '}
        <code>data-medspa-email</code> and <code>data-medspa-source</code> beside it prefill the name and email and name the placement; the
        reason for the visit is never prefilled. A link keeps its address for visitors without the script (and for a click that opens a new
        tab). From the click until the dialog is open the control carries <code>aria-busy=&quot;true&quot;</code>: style it to show that it
        is working.
      </p>
      <Snippet id="snippet-own-trigger" label="Your own button" text={ownTriggerSnippet(c.bundle)} />
      <p>
        The same from your code: loader.js exports <code>openConsultation(options)</code> (name, email, source and your{' '}
        <code>metadata</code>; it resolves once the dialog is open) and <code>load(root)</code> (loads now every widget under a document,
        shadow root or element and resolves once each has rendered). Either script also sets <code>window.MedspaWidgets</code> with both.
        Their types are in <code>medspa-widgets.d.ts</code> (<code>MedspaWidgetsApi</code>).
      </p>
      <Snippet id="snippet-api" label="JavaScript API" text={apiSnippet(c.bundle)} />
      <CopyStatus />
    </Section>
  );
}

function IframeFallback({ c, iframe, framed }: { c: Catalogue; iframe: string; framed: string }) {
  return (
    <Section id="iframe" title="Iframe fallback">
      <p>
        Where no script may be added, frame the widget&apos;s own page: <code>{FRAME_PATH}/&lt;tag&gt;</code> holds only that element and
        may be shown in a frame on any site. Give the frame a height that fits the widget and a <code>title</code> that says what it holds.
        A dialog opened by the widget stays inside the frame, so prefer the script tag wherever it is allowed.
      </p>
      <Snippet id="snippet-iframe" label="Iframe" text={iframe} />
      <p>
        Where one classic script is allowed, add <code>frame.js</code> beside the frames: each frame then takes the height of its content
        (an open dialog included), the widget&apos;s events (<code>consultation-submitted</code>, <code>newsletter-subscribed</code>, …) are
        dispatched again on the <code>&lt;iframe&gt;</code> element, with the same name and detail, and bubble from there, and the frame is
        given your page&apos;s campaign (its first touch: utm_* parameters, click ids, referrer, landing path), so the lead is counted for
        your page, not the frame. <code>data-prefill-from-url</code> on the iframe lists the fields your page&apos;s address may prefill (
        <code>name</code>, <code>email</code>; <code>field:parameter</code> as for <code>prefill-from-url</code>).
      </p>
      <Snippet id="snippet-iframe-talks" label="Iframe with frame.js" text={framed} />
      <p>
        Or speak to the frame yourself (<code>window.postMessage</code>). Every message is an object with <code>medspa: 1</code>. The frame
        sends its parent <code>{`{ medspa: 1, type: 'resize', height }`}</code> (CSS pixels, on every change) and{' '}
        <code>{`{ medspa: 1, type: 'event', name, detail }`}</code>; check that <code>event.origin</code> is the clinic&apos;s origin and{' '}
        <code>event.source</code> is the frame&apos;s <code>contentWindow</code>. It takes{' '}
        <code>{`{ medspa: 1, type: 'context', attribution, prefill }`}</code> once per load, from its parent window only (send it to the
        clinic&apos;s origin, not <code>&apos;*&apos;</code>): <code>attribution</code> with the keys of &quot;Measure your campaigns&quot;
        above, <code>prefill</code> as <code>{`{ name, email }`}</code>. The frame writes to the parent&apos;s origin when the browser names
        it, and never sends what the visitor typed. The script is <code>{c.files.frame}</code>
        {c.files.frameIntegrity ? (
          <>
            {' '}
            (integrity <code>{c.files.frameIntegrity}</code>)
          </>
        ) : null}
        .
      </p>
      <CopyStatus />
    </Section>
  );
}
export function renderInstall(ctx: PageContext): PageBody {
  const c = catalogueOf(ctx);
  const example = c.elements.find((e) => e.tagName === 'medspa-consultation-button') ?? c.elements[0]!;
  const iframe = `<iframe src="${ctx.siteUrl}${framePath(example.tagName)}" title="Schedule a consultation" width="100%" height="480" loading="lazy"></iframe>`;
  const framed = frameSnippet(
    { url: c.files.frame, integrity: c.files.frameIntegrity },
    `${ctx.siteUrl}${framePath(example.tagName)}`,
    example.events?.[0]?.name ?? 'consultation-submitted',
  );
  const content = (
    <>
      <SubpageIntro title="Install the widgets">
        Any page that can hold a script tag can hold the widgets: paste the script tag once, then the elements where they should appear.
        Each element&apos;s own snippet is on its page in the <a href={CATALOGUE_PATH}>catalogue</a>.
      </SubpageIntro>
      <div className="container catalogue">
        <AnyPage c={c} snippet={htmlSnippet(c.bundle, bareUse(example))} />
        <Frameworks c={c} />
        <StrictCsp c={c} />
        <Campaigns />
        <OwnControls c={c} />
        <WordPress />
        <Builders />
        <IframeFallback c={c} iframe={iframe} framed={framed} />
      </div>
    </>
  );
  return { content, head: head(ctx) };
}
