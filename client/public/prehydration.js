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
// them at once: they start when the page has loaded, so its text, photos and fonts come first. On a
// phone each request and each module's evaluation costs main-thread time, so the work is cut into
// short tasks: the preloads are asked for a few at a time, and the modules (listed dependencies
// first, the entry last) are evaluated one script at a time, each in a task of its own. The module
// system keeps the order of evaluation right whatever the list says; the list only cuts the work.
var PRELOADS_PER_TASK = 2;

function preloadSome(hrefs, from, done) {
  hrefs.slice(from, from + PRELOADS_PER_TASK).forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  });
  if (from + PRELOADS_PER_TASK >= hrefs.length) done();
  else setTimeout(preloadSome, 0, hrefs, from + PRELOADS_PER_TASK, done);
}

function evaluateInTurn(hrefs, index) {
  if (index >= hrefs.length) return;
  var script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = hrefs[index];
  script.onload = script.onerror = function () {
    evaluateInTurn(hrefs, index + 1);
  };
  document.head.appendChild(script);
}

function startModules() {
  var list = document.getElementById('lokalno-modules');
  if (!list) return;
  var modules = JSON.parse(list.textContent);
  preloadSome(modules.preload.concat([modules.entry]), 0, function () {
    evaluateInTurn(modules.preload.concat([modules.entry]), 0);
  });
}
if (document.readyState === 'complete') startModules();
else window.addEventListener('load', startModules);
