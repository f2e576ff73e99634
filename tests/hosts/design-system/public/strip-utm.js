// The page's own script, first in <head>: the address loses its campaign parameters before the clinic's loader runs.
/* global location, history */
(function () {
  var url = new URL(location.href);
  var keys = [];
  url.searchParams.forEach(function (_v, key) {
    if (key.indexOf('utm_') === 0) keys.push(key);
  });
  keys.forEach(function (key) {
    url.searchParams.delete(key);
  });
  if (url.href !== location.href) history.replaceState(history.state, '', url.href);
})();
