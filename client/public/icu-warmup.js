/* global self */
// Started by prehydration.js: formats a price and a date once so that ICU loads its locale, number and
// date data in this worker's thread. ICU keeps that data for the whole renderer process, so the page's
// first Intl call (react-intl's provider, the first price) no longer loads it on the main thread.
var language = new URLSearchParams(self.location.search).get('lang') || 'en';
try {
  Intl.NumberFormat.supportedLocalesOf([language]);
  Intl.DateTimeFormat.supportedLocalesOf([language]);
  new Intl.PluralRules(language).select(1);
  new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(1);
  new Intl.NumberFormat(language, { style: 'currency', currency: 'HRK' }).format(1);
  new Intl.DateTimeFormat(language, { timeZone: 'Europe/Zagreb', dateStyle: 'long', timeStyle: 'short' }).format(0);
} finally {
  self.close();
}
