/* global document, window */
// A page rendered on the server shows its forms before the app has hydrated them. Submitted then, a
// form would go to the server as a plain request (a search's or a login's fields in the address):
// until the page's screen has hydrated (it sets data-hydrated, app/router/lazy-screen.tsx), a submit
// is held back and the next one, once the app runs, is handled by the app.
document.addEventListener(
  'submit',
  function (event) {
    if (document.getElementById('lokalno-ssr') && !document.documentElement.hasAttribute('data-hydrated')) event.preventDefault();
  },
  true,
);

// A page rendered on the server lists its modules (server storefront/index-html.ts) instead of loading
// them at once: they start when the page has loaded, so its text, photos and fonts come first.
function startModules() {
  var list = document.getElementById('lokalno-modules');
  if (!list) return;
  var modules = JSON.parse(list.textContent);
  modules.preload.forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  });
  var script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = modules.entry;
  document.head.appendChild(script);
}
if (document.readyState === 'complete') startModules();
else window.addEventListener('load', startModules);
