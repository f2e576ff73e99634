// The local test checkout (no payment): shows the order named in the query string. Like Stripe's page, it returns
// where create-checkout said (success_url, cancel_url: an embedding page's own, already checked against the
// allow-list there); only web addresses are followed, never a javascript: or data: URL.
const q = new URLSearchParams(location.search);
const product = q.get('product');
const cents = Number(q.get('amount'));
const currency = (q.get('currency') || 'usd').toUpperCase();
if (product) {
  document.getElementById('order-product').textContent = product;
  document.getElementById('order-amount').textContent = Number.isFinite(cents)
    ? new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100)
    : '';
  document.getElementById('order').hidden = false;
}
const returnTo = (param, id) => {
  const value = q.get(param);
  if (!value) return;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') document.getElementById(id).href = url.href;
  } catch {
    // not an address: the link keeps the clinic's own page
  }
};
returnTo('success_url', 'order-pay');
returnTo('cancel_url', 'order-back');
