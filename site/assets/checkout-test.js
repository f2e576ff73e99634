// The local test checkout (no payment): shows the order named in the query string.
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
