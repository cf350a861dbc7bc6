/* global document */
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
