/** The pages that are not routes of the menu: the 404 page and the test checkout's two pages (docs/product.md §2). */
import type { ReactNode } from 'react';
import type { PageBody, PageContext } from '../render/page';
import { SITE_PAGES } from '../../widgets/content/navigation';

function Intro({ narrow, children }: { narrow?: boolean; children: ReactNode }) {
  return (
    <section className="section page-intro">
      <div className={narrow ? 'container narrow' : 'container'}>{children}</div>
    </section>
  );
}

export function renderNotFound(): PageBody {
  return {
    content: (
      <Intro>
        <h1>Page Not Found</h1>
        <p className="lead">Sorry, we could not find that page.</p>
        <p>
          <a className="btn" href="/">
            Go to the home page
          </a>{' '}
          <a className="btn btn--outline" href={SITE_PAGES.services.path}>
            See our services
          </a>
        </p>
      </Intro>
    ),
  };
}

/** /checkout/test/: the local backend's stand-in for a payment page (its script fills the order in). */
export function renderTestCheckout(ctx: PageContext): PageBody {
  return {
    head: [<script type="module" src={ctx.asset('assets/checkout-test.js')} />],
    content: (
      <Intro narrow>
        <h1>Test Checkout</h1>
        <p className="notice" role="note">
          This is a test checkout. No payment is taken.
        </p>
        <dl className="order" id="order" hidden>
          <dt>Product</dt>
          <dd id="order-product"></dd>
          <dt>Amount</dt>
          <dd id="order-amount"></dd>
        </dl>
        <p>
          <a className="btn" id="order-pay" href="/checkout/success/">
            Complete test order
          </a>{' '}
          <a className="btn btn--outline" id="order-back" href={SITE_PAGES.store.path}>
            Back to the store
          </a>
        </p>
      </Intro>
    ),
  };
}

export function renderCheckoutSuccess(): PageBody {
  return {
    content: (
      <Intro narrow>
        <h1>Thank You for Your Order</h1>
        <p className="lead">We have received your order. A confirmation will follow by email.</p>
        <p>
          <a className="btn" href={SITE_PAGES.store.path}>
            Back to the store
          </a>
        </p>
      </Intro>
    ),
  };
}
