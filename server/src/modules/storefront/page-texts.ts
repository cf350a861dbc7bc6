// Titles and descriptions the server writes into the head of public pages, in English and Croatian.
import type { Locale } from '../../shared/i18n/index.js';

export interface PageText {
  title: string;
  description: string;
}

/** The public pages with fixed text, by path (home, lists, content pages). */
export const STATIC_PAGES: Record<string, Record<Locale, PageText>> = {
  '/': {
    en: {
      title: 'Local experiences in Croatia',
      description: 'Book food, drink, culture and nature experiences in Croatia directly with the local people who run them.',
    },
    hr: {
      title: 'Lokalni doživljaji u Hrvatskoj',
      description: 'Rezervirajte gastronomske, vinske, kulturne i prirodne doživljaje u Hrvatskoj izravno kod lokalnih ljudi koji ih vode.',
    },
  },
  '/things-to-do': {
    en: {
      title: 'Things to do in Croatia',
      description: 'Every experience on Lokalno: filter by category, destination, date, price, language and duration.',
    },
    hr: {
      title: 'Što raditi u Hrvatskoj',
      description: 'Svi doživljaji na Lokalnu: filtrirajte po kategoriji, odredištu, datumu, cijeni, jeziku i trajanju.',
    },
  },
  '/categories': {
    en: { title: 'Categories', description: 'Food, drink, culture, nature and more: browse Croatian experiences by category.' },
    hr: {
      title: 'Kategorije',
      description: 'Hrana, piće, kultura, priroda i još mnogo toga: pregledajte hrvatske doživljaje po kategorijama.',
    },
  },
  '/destinations': {
    en: { title: 'Destinations', description: 'From Istria to Dubrovnik: browse local experiences by Croatian region.' },
    hr: { title: 'Odredišta', description: 'Od Istre do Dubrovnika: pregledajte lokalne doživljaje po hrvatskim regijama.' },
  },
  '/most-recent': {
    en: { title: 'Most recent experiences', description: 'The newest experiences local providers have added to Lokalno.' },
    hr: { title: 'Najnoviji doživljaji', description: 'Najnoviji doživljaji koje su lokalni pružatelji dodali na Lokalno.' },
  },
  '/help': {
    en: {
      title: 'Help',
      description: 'Answers to common questions about booking, paying and cancelling, and a form to ask us anything else.',
    },
    hr: {
      title: 'Pomoć',
      description: 'Odgovori na česta pitanja o rezervaciji, plaćanju i otkazivanju te obrazac za sva ostala pitanja.',
    },
  },
  '/about-us': {
    en: {
      title: 'About us',
      description: 'Lokalno connects travellers with the local people of Croatia who share their food, wine, crafts and nature.',
    },
    hr: {
      title: 'O nama',
      description: 'Lokalno povezuje putnike s lokalnim ljudima Hrvatske koji dijele svoju hranu, vino, obrte i prirodu.',
    },
  },
  '/sell': {
    en: {
      title: 'Sell Lokalno',
      description: "Sell Croatia's local experiences through the OCTO API: live availability, net rates, signed webhooks.",
    },
    hr: {
      title: 'Prodajte Lokalno',
      description: 'Prodajte lokalne doživljaje Hrvatske kroz OCTO API: dostupnost uživo, neto cijene, potpisani webhookovi.',
    },
  },
  '/privacy-policy': {
    en: { title: 'Privacy policy', description: 'How Lokalno collects, uses and protects your personal data.' },
    hr: { title: 'Politika privatnosti', description: 'Kako Lokalno prikuplja, koristi i štiti vaše osobne podatke.' },
  },
  '/cookie-policy': {
    en: { title: 'Cookie policy', description: 'Which cookies and local storage Lokalno uses and why.' },
    hr: { title: 'Politika kolačića', description: 'Koje kolačiće i lokalnu pohranu Lokalno koristi i zašto.' },
  },
  '/reviews-policy': {
    en: {
      title: 'How reviews work',
      description: 'How Lokalno verifies that reviews come from guests who took part, and when a review is hidden.',
    },
    hr: {
      title: 'Kako funkcioniraju recenzije',
      description: 'Kako Lokalno provjerava da recenzije dolaze od gostiju koji su sudjelovali i kada se recenzija skriva.',
    },
  },
  '/site-terms-conditions': {
    en: { title: 'Terms and conditions', description: 'The terms of using the Lokalno website and booking experiences through it.' },
    hr: { title: 'Uvjeti korištenja', description: 'Uvjeti korištenja mrežnog mjesta Lokalno i rezervacije doživljaja putem njega.' },
  },
  '/travel-conditions': {
    en: {
      title: 'Travel conditions',
      description: "What applies to your booking: payment, cancellation, refunds and the provider's obligations.",
    },
    hr: {
      title: 'Uvjeti putovanja',
      description: 'Što vrijedi za vašu rezervaciju: plaćanje, otkazivanje, povrat novca i obveze pružatelja.',
    },
  },
  '/custom-private-tours': {
    en: {
      title: 'Custom private tours',
      description: 'Tell us what you would like to experience and we will put together a private tour with local providers.',
    },
    hr: {
      title: 'Privatne ture po mjeri',
      description: 'Recite nam što biste željeli doživjeti i složit ćemo vam privatnu turu s lokalnim pružateljima.',
    },
  },
  '/bozic-akcija': {
    en: { title: 'Christmas promotion', description: "Give an experience for Christmas: sign up for Lokalno's Christmas offers." },
    hr: { title: 'Božićna akcija', description: 'Poklonite doživljaj za Božić: prijavite se za Lokalnove božićne ponude.' },
  },
};

export const PAGE_TEXT: Record<
  Locale,
  {
    category: (name: string) => PageText;
    destination: (name: string) => PageText;
    brandDescription: (name: string) => string;
    notFound: PageText;
    home: string;
  }
> = {
  en: {
    category: (name) => ({
      title: `${name} experiences in Croatia`,
      description: `${name}: local experiences in Croatia, booked directly with the people who run them.`,
    }),
    destination: (name) => ({
      title: `Things to do in ${name}`,
      description: `Local food, drink, culture and nature experiences in ${name}, booked directly with the people who run them.`,
    }),
    brandDescription: (name) => `Experiences by ${name} on Lokalno.`,
    notFound: { title: 'Page not found', description: 'This page does not exist or is no longer available.' },
    home: 'Home',
  },
  hr: {
    category: (name) => ({
      title: `${name} – doživljaji u Hrvatskoj`,
      description: `${name}: lokalni doživljaji u Hrvatskoj, rezervirani izravno kod ljudi koji ih vode.`,
    }),
    destination: (name) => ({
      title: `Što raditi – ${name}`,
      description: `Lokalni gastronomski, vinski, kulturni i prirodni doživljaji – ${name}, rezervirani izravno kod ljudi koji ih vode.`,
    }),
    brandDescription: (name) => `Doživljaji pružatelja ${name} na Lokalnu.`,
    notFound: { title: 'Stranica nije pronađena', description: 'Ova stranica ne postoji ili više nije dostupna.' },
    home: 'Početna',
  },
};
