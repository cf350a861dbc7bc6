/* global document, window, Worker */
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

// The first Intl call of a page loads ICU's locale, number and date data: on a phone 100 to 200 ms of
// main-thread work inside the first render (react-intl checks the locale when its provider renders).
// ICU keeps that data for the whole renderer process, so a worker that formats a price and a date
// first (icu-warmup.js) takes the work off the main thread while the page's modules download.
function warmUpIcu() {
  if (typeof Worker !== 'function') return;
  try {
    new Worker('/icu-warmup.js?lang=' + encodeURIComponent(document.documentElement.lang || 'en'));
  } catch {
    // A browser or policy that refuses the worker: the first render loads the data itself.
  }
}
warmUpIcu();

// A page rendered on the server lists its modules (server storefront/index-html.ts) instead of loading
// them at once: they start when the page has loaded, so its text, photos and fonts come first. On a
// phone each request and each module's evaluation costs main-thread time, so the work is cut into
// short tasks: the preloads are asked for two at a time, then the entry's imports (listed dependencies
// first) are evaluated one script at a time, each in a task of its own, and the entry last; the entry
// imports the route's screen, preloaded with the rest. The module system still evaluates every module
// after what it imports; the order of the list only decides how the work is cut.
var PRELOADS_PER_TASK = 2;

function supportsModulePreload() {
  var relList = document.createElement('link').relList;
  return Boolean(relList && relList.supports && relList.supports('modulepreload'));
}

function addScript(href, then) {
  var script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = href;
  if (then) script.onload = script.onerror = then;
  document.head.appendChild(script);
}

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
  if (index < hrefs.length)
    addScript(hrefs[index], function () {
      evaluateInTurn(hrefs, index + 1);
    });
}

function startModules() {
  var list = document.getElementById('lokalno-modules');
  if (!list) return;
  var modules = JSON.parse(list.textContent);
  // Without modulepreload, scripts added one at a time would fetch one at a time: the entry alone
  // fetches its whole graph at once.
  if (!supportsModulePreload()) return addScript(modules.entry);
  var entryFirst = modules.imports.concat([modules.entry]);
  preloadSome(entryFirst.concat(modules.screen), 0, function () {
    evaluateInTurn(entryFirst, 0);
  });
}
if (document.readyState === 'complete') startModules();
else window.addEventListener('load', startModules);
