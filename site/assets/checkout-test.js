// The local test checkout (no payment): shows the order named in the query string. Like Stripe's page, it returns
// where create-checkout said (success_url, cancel_url: an embedding page's own, already checked against the
// allow-list there). This page cannot see that allow-list, and anyone can write its query string, so it follows a
// return address only to this site or to the origin of the page that sent the shopper here (the referrer): a crafted
// link cannot make the clinic's domain send a visitor elsewhere. Only web addresses, never javascript: or data:.
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
const referrerOrigin = (() => {
  try {
    return document.referrer ? new URL(document.referrer).origin : null;
  } catch {
    return null;
  }
})();
const returnTo = (param, id) => {
  const value = q.get(param);
  if (!value) return;
  try {
    const url = new URL(value);
    const web = url.protocol === 'https:' || url.protocol === 'http:';
    if (web && (url.origin === location.origin || url.origin === referrerOrigin)) document.getElementById(id).href = url.href;
  } catch {
    // not an address: the link keeps the clinic's own page
  }
};
returnTo('success_url', 'order-pay');
returnTo('cancel_url', 'order-back');
