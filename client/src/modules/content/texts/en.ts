// The content pages in English. Croatian in hr.ts has the same shape, section for section.
import type { SiteTexts } from './types';

export const en: SiteTexts = {
  help: {
    title: 'Help',
    lead: 'Answers to the questions guests and providers ask us most often. Did not find yours? Write to us below.',
    groups: [
      {
        id: 'booking',
        heading: 'Booking',
        questions: [
          {
            question: 'How does booking on Lokalno work?',
            answer:
              'Lokalno works by request. You choose a date, a start time and the offers you want, enter your card, and send a booking request. The provider confirms or declines it within the response time shown on the service. Once the provider accepts, your booking is confirmed and we email you the voucher and the receipt.',
          },
          {
            question: 'How long does the provider have to answer?',
            answer:
              'Every service shows its response time, usually a few hours and never more than a couple of days. If the provider does not answer in time, the request expires and the amount reserved on your card is released.',
          },
          {
            question: 'Can I book for a group?',
            answer:
              'Yes. Each service has a minimum and a maximum number of people. Some offers are priced per group; they count as the number of groups times the people in a group. For larger groups or a trip of several days, send us a request for a custom private tour.',
          },
          {
            question: 'Do I need an account?',
            answer:
              'You can browse without one. To book you either sign in or continue as a guest with your email address, after accepting the terms of use and the travel conditions.',
          },
        ],
      },
      {
        id: 'payment',
        heading: 'Payment',
        questions: [
          {
            question: 'When is my card charged?',
            answer:
              'When you send a request, the amount is only reserved (authorised) on your card. It is charged only when the provider accepts. If the provider declines or does not answer in time, the reservation is released and nothing is charged. How quickly released money shows again on your statement depends on your bank.',
          },
          {
            question: 'Which currency do I pay in?',
            answer:
              'Prices are set and charged in euro (EUR). You can also show prices in Croatian kuna (HRK) at the fixed conversion rate of 7.5345 kuna for one euro, for comparison only.',
          },
          {
            question: 'Is my card data safe?',
            answer:
              'Card payments are processed by Stripe, a certified payment provider. Lokalno never sees or stores your full card number. Your bank may ask you to confirm the payment (3-D Secure).',
          },
          {
            question: 'Why was my payment refused?',
            answer:
              'The usual reasons are a card type that is not accepted, insufficient funds or a failed 3-D Secure check. Nothing is reserved when the payment fails, and you can send the request again with another card.',
          },
        ],
      },
      {
        id: 'cancellation',
        heading: 'Cancellation and refunds',
        questions: [
          {
            question: 'Can I cancel a confirmed booking?',
            answer:
              'Yes. What you get back depends on the cancellation policy of the service, shown on its page before you book: either a full refund if you cancel a given number of days or hours before the start, or no refund.',
          },
          {
            question: 'What if the provider cancels?',
            answer:
              'If the provider cancels a confirmed booking, or the experience cannot take place for reasons on their side, you get the full amount back.',
          },
          {
            question: 'How long does a refund take?',
            answer:
              'We start the refund as soon as the cancellation is confirmed. The money usually appears on your card within 5 to 10 working days, depending on your bank.',
          },
        ],
      },
      {
        id: 'providers',
        heading: 'For providers',
        questions: [
          {
            question: 'How do I offer my experience on Lokalno?',
            answer:
              'Register as a provider, enter your business entity and your brand, then describe your service with offers, a season calendar and photos. Our team checks every service before it is published; we will tell you if anything needs to change.',
          },
          {
            question: 'What does Lokalno cost?',
            answer:
              'Registering and listing are free. For each completed booking Lokalno keeps a commission of 15% of the offer price, plus VAT. There is no monthly fee.',
          },
          {
            question: 'When do I get paid?',
            answer:
              'The guest pays when you accept the request. We pay the amount, less the commission, to the IBAN of your business entity after the experience has taken place.',
          },
          {
            question: 'Can Lokalno help me with photos, translations or promotion?',
            answer:
              'Yes. Signed-in providers can ask for it under Cooperation in their dashboard: choose a category and describe what you need.',
          },
        ],
      },
    ],
    formHeading: 'Ask us a question',
    formLead: 'We answer by email, usually within two working days.',
  },

  about: {
    title: 'About us',
    lead: 'Lokalno connects travellers with the people who make Croatia worth the trip: winemakers, olive growers, cooks, skippers, guides and craftspeople.',
    sections: [
      {
        heading: 'Why we started',
        paragraphs: [
          'Most visitors see the coast from a crowded promenade. Just behind it there is a family that has made olive oil for five generations, a cellar that opens only for people who call ahead, a fisherman who still goes out at dawn. These experiences are hard to find and even harder to book from abroad.',
          'Lokalno puts them in one place, in English and Croatian, with clear prices, real calendars and secure payment.',
        ],
      },
      {
        heading: 'How it works',
        items: [
          'Local providers list their experiences: food, drink, culture, nature and the sea.',
          'Our team checks every service before it is published.',
          'Guests send a booking request; the card amount is only reserved until the provider accepts.',
          'The provider confirms, the guest gets a voucher, and the experience takes place as agreed.',
        ],
      },
      {
        heading: 'Fair to the people we work with',
        paragraphs: [
          'Providers keep their own prices and their own calendar. Listing is free; Lokalno keeps a commission of 15% plus VAT only on completed bookings. Guests see the full price before they book, with no hidden costs.',
        ],
      },
      {
        heading: 'Get in touch',
        paragraphs: [
          'Questions, ideas or a place we should know about? Write to us through the form on the Help page. Planning something bigger? Ask us for a custom private tour.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Privacy policy',
    lead: 'How Lokalno collects and uses personal data, in line with the General Data Protection Regulation (GDPR, Regulation (EU) 2016/679) and the Croatian Act on the Implementation of the GDPR.',
    sections: [
      {
        heading: 'Who is responsible for your data',
        paragraphs: [
          'The controller of your personal data is the company that operates the Lokalno platform, registered in the Republic of Croatia. You can reach us about anything concerning your data through the form on the Help page; please mention "privacy" in the subject.',
          'Providers who accept your booking receive the data they need to deliver the experience and are controllers of that data for their own purposes.',
        ],
      },
      {
        heading: 'What data we process',
        items: [
          'Account data: first and last name, email address, password (stored only as a secure hash), language, and optionally your phone number, country, date of birth and profile photo.',
          'Booking data: the services, dates, times, number of people and offers you book, your messages to providers, and the state of each booking.',
          'Payment data: the amount, currency and payment status. Card data is entered directly with our payment processor Stripe; we never see or store your full card number.',
          'Provider data: business entity (name, address, OIB, IBAN, account owner), brands, services and photos.',
          'Messages you send us: questions, custom tour requests, cooperation requests, promotion sign-ups and messages to providers.',
          'Technical data: IP address and the time of requests, kept in server logs and rate limits to protect the service from abuse.',
        ],
      },
      {
        heading: 'Why we process it and on what legal basis',
        items: [
          'To create your account, handle bookings and payments, send vouchers and receipts, and pay providers: performance of a contract (Article 6(1)(b) GDPR).',
          'To keep invoices and accounting records for as long as Croatian tax and accounting law requires: legal obligation (Article 6(1)(c)).',
          'To answer your questions and requests: your request and our legitimate interest in helping you (Article 6(1)(b) and (f)).',
          'To protect the platform against fraud and abuse (rate limits, logs): legitimate interest (Article 6(1)(f)).',
          'To send you news or promotions, such as the Christmas promotion: your consent (Article 6(1)(a)), which you can withdraw at any time.',
        ],
      },
      {
        heading: 'How long we keep it',
        items: [
          'Account data: while your account is active. When you delete your account we remove or anonymise your data, except what we must keep by law.',
          'Booking and payment records: 11 years from the end of the year of the transaction, as Croatian accounting law requires.',
          'Messages and requests: up to 2 years after we last handled them.',
          'Promotion sign-ups: until you withdraw your consent or the promotion ends.',
          'Server logs and rate-limit counters: a few days to at most 90 days.',
        ],
      },
      {
        heading: 'Who processes data for us',
        paragraphs: ['We share data only with processors we need to run the service, bound by a data processing agreement:'],
        items: [
          'Stripe Payments Europe, Ltd. (Ireland): card payments and payouts.',
          'Our hosting and storage provider within the European Union: servers, database and photo storage.',
          'Our email delivery provider: booking emails, vouchers and answers to your messages.',
          'Google and Facebook, only if you choose to sign in with them: they confirm your identity to us.',
        ],
      },
      {
        heading: 'Transfers outside the EU',
        paragraphs: [
          "We keep data in the European Union. Where a processor may transfer data outside the EEA, the transfer is covered by the European Commission's standard contractual clauses or an adequacy decision.",
        ],
      },
      {
        heading: 'Your rights',
        items: [
          'Access: ask which of your data we hold and get a copy.',
          'Rectification: correct inaccurate data; most of it you can change yourself in your profile.',
          'Erasure: delete your account or ask us to delete your data.',
          'Restriction and objection: ask us to limit processing, or object to processing based on legitimate interest.',
          'Portability: receive the data you gave us in a common machine-readable format.',
          'Withdrawal of consent: at any time, without affecting processing before the withdrawal.',
        ],
      },
      {
        heading: 'Complaints',
        paragraphs: [
          'If you believe we process your data unlawfully, you may lodge a complaint with the Croatian Personal Data Protection Agency (Agencija za zaštitu osobnih podataka, AZOP), Selska cesta 136, 10000 Zagreb, www.azop.hr, or with the supervisory authority of the EU country where you live. We would be glad if you contacted us first, so we can put things right.',
        ],
      },
    ],
  },

  reviewsPolicy: {
    title: 'How reviews work',
    lead: 'Every review on Lokalno comes from a guest who booked and took part in the experience. This page explains how we check that, as the EU Omnibus directive asks of marketplaces.',
    sections: [
      {
        heading: 'Who can write a review',
        items: [
          'Only the person who booked: signed in from My bookings, or without an account through the booking link in their emails.',
          'Only for a booking the provider accepted and whose start has passed, and that the provider did not mark as a no-show.',
          'One review per booking, written within 30 days of the experience.',
          'Providers cannot review their own services.',
        ],
      },
      {
        heading: 'What a review shows',
        paragraphs: [
          "Overall stars from 1 to 5, optional ratings for service quality, organisation, value for money and safety, the guest's text and photos, the language it was written in, and the guest's first name and country. We never show an email address. The provider can reply once, publicly, and edit that reply.",
        ],
      },
      {
        heading: 'What we never do',
        items: [
          'We never remove or hide a review because it is negative.',
          'We do not pay for reviews, and providers cannot buy, remove or reorder them.',
          'The average rating counts every visible review; lists can be sorted by newest, highest or lowest rating.',
        ],
      },
      {
        heading: 'When a review is hidden',
        paragraphs: [
          'Providers and guests can report a review with a reason. Our staff check each report and may hide a review only for one of these reasons: it is abusive, it contains personal data, or it is not about the experience. A hidden review is kept, not deleted, and every moderation step is recorded.',
        ],
      },
    ],
  },
  cookies: {
    title: 'Cookie policy',
    lead: 'Lokalno stores only what it needs to work. We use no advertising or tracking cookies and no analytics that follow you across websites.',
    sections: [
      {
        heading: 'What we store in your browser',
        items: [
          'Access token (local storage): keeps you signed in on this device. It is removed when you sign out.',
          'lang (local storage and a cookie): the language you chose, English or Croatian, so pages and emails reach you in that language.',
          'Currency (local storage): whether prices are shown in EUR or HRK.',
          'Sign-in session cookie: set for a few minutes only while you sign in with Google or Facebook, to finish the sign-in securely.',
        ],
      },
      {
        heading: 'Why no consent banner',
        paragraphs: [
          'All of the above are strictly necessary for the service you ask for, or remember a choice you made yourself. Under the ePrivacy rules they need no consent. If we ever add anything that is not strictly necessary, we will ask you first.',
        ],
      },
      {
        heading: 'Payments',
        paragraphs: [
          "When you enter your card, the payment form is provided by Stripe, which may set its own cookies to prevent fraud. They are governed by Stripe's privacy policy.",
        ],
      },
      {
        heading: 'How to remove them',
        paragraphs: [
          'You can delete local storage and cookies for this site in your browser settings at any time. You will then be signed out, and the language and currency return to their defaults.',
        ],
      },
    ],
  },

  terms: {
    title: 'Terms of use',
    lead: 'These terms govern the use of the Lokalno marketplace by guests and providers. By registering or booking you accept them.',
    sections: [
      {
        heading: '1. What Lokalno is',
        paragraphs: [
          'Lokalno is an online marketplace where independent local providers offer tourist services and experiences in Croatia, and guests book and pay for them. The contract for the experience is concluded between the guest and the provider; Lokalno brings them together, processes the payment and helps if something goes wrong.',
        ],
      },
      {
        heading: '2. Accounts',
        items: [
          'You must be at least 18 years old to register or book.',
          'The data you enter must be true and up to date. You are responsible for keeping your password secret.',
          'You may delete your account at any time. We may suspend an account that breaks these terms or the law.',
        ],
      },
      {
        heading: '3. Booking and payment',
        items: [
          'A booking is a request: when you send it, the full amount is reserved on your card.',
          'The provider accepts or declines within the response time shown on the service. On acceptance the amount is charged and the booking is confirmed; on refusal or without an answer in time the reservation is released.',
          'Prices are in euro and include VAT where it applies. The total is shown before you send the request.',
          'Cancellation and refunds follow the cancellation policy of the service and the travel conditions.',
        ],
      },
      {
        heading: '4. Providers',
        items: [
          'Providers must be registered to carry out the activity they offer and hold every licence and insurance it requires.',
          'Descriptions, photos, prices and calendars must be accurate and kept up to date. Our team checks every service before publication and may ask for changes or refuse a listing.',
          'Providers answer booking requests within the response time they set, and deliver confirmed experiences as described.',
          "For each completed booking Lokalno keeps a commission of 15% of the offer price plus VAT, and pays the rest to the provider's IBAN.",
        ],
      },
      {
        heading: '5. Conduct',
        paragraphs: [
          "Do not use Lokalno to send spam, to mislead others, to collect other users' data, or to disturb the service. Messages to providers are for questions about their experiences.",
        ],
      },
      {
        heading: '6. Content',
        paragraphs: [
          'Providers keep the rights to their texts and photos and allow Lokalno to show them on the platform and to promote the service. The Lokalno name, logo and design belong to Lokalno.',
        ],
      },
      {
        heading: '7. Liability',
        paragraphs: [
          'The provider is responsible for delivering the experience and for the safety of participants. Lokalno is responsible for the operation of the platform and the processing of payments. Nothing in these terms limits the rights consumers have under Croatian and EU law.',
        ],
      },
      {
        heading: '8. Complaints and disputes',
        paragraphs: [
          'Send complaints through the form on the Help page; we answer within 15 days. Consumers may also use the EU online dispute resolution platform (ec.europa.eu/consumers/odr). Croatian law applies, and the courts in Croatia have jurisdiction, without prejudice to mandatory consumer rules of the country where you live.',
        ],
      },
      {
        heading: '9. Changes',
        paragraphs: [
          'We may update these terms. We will announce important changes by email before they apply; bookings already confirmed stay under the terms in force when they were made.',
        ],
      },
    ],
  },

  travel: {
    title: 'Travel conditions',
    lead: 'What applies to every booking made on Lokalno: how booking and payment work, how to cancel, and what providers promise.',
    sections: [
      {
        heading: 'Booking',
        items: [
          'You choose the service, date, start time, offers and number of people. The number of people must lie between the minimum and maximum of the service; group offers count as the number of groups times the people in a group.',
          'Some services must be booked a number of hours in advance; the calendar shows only the times you can still book.',
          'Your request goes to the provider, who accepts or declines it within the response time shown on the service.',
        ],
      },
      {
        heading: 'Payment',
        items: [
          'When you send the request, the total amount is reserved on your card. Nothing is charged yet.',
          'The amount is charged only when the provider accepts. You then receive the voucher and the receipt by email.',
          'If the provider declines, or does not answer within the response time, the reservation is released in full.',
        ],
      },
      {
        heading: 'Cancellation by the guest',
        paragraphs: ['Each service states its cancellation policy before you book. It is one of the following:'],
        items: [
          'Full refund if you cancel at least the stated number of days or hours before the start; no refund after that.',
          'No refund: the booking cannot be refunded once confirmed.',
        ],
      },
      {
        heading: 'Cancellation by the provider',
        paragraphs: [
          'If the provider cancels a confirmed booking, or the experience cannot take place for reasons on their side (for example bad weather at sea, when safety comes first), you receive a full refund or, if you prefer, a new date you agree with the provider.',
        ],
      },
      {
        heading: 'Refunds',
        paragraphs: ['Refunds go back to the card you paid with, usually within 5 to 10 working days, depending on your bank.'],
      },
      {
        heading: 'On the day',
        items: [
          'Bring your voucher (on your phone is fine) and arrive at the meeting point on time, following the arrival instructions of the service.',
          'If you are late, the provider may not be able to wait for you without delaying other guests; a late arrival is not a cancellation by the provider.',
          'Tell the provider in advance about allergies, mobility needs or young children, so they can prepare.',
        ],
      },
      {
        heading: 'What providers promise',
        items: [
          'To deliver the experience as described, at the confirmed date and time, with the offers you paid for.',
          'To answer booking requests within their response time and keep their calendar up to date.',
          'To hold the licences and insurance their activity requires and to look after the safety of participants.',
        ],
      },
    ],
  },

  customTours: {
    title: 'Custom private tours',
    lead: 'Travelling with family, friends or colleagues? We put together a private programme just for your group, with local providers we know.',
    sections: [
      {
        heading: 'What a custom private tour is',
        paragraphs: [
          "A custom private tour is a programme of one or more days built around your dates, your group and what you enjoy: a wine route through Istria, a day on the islands with a local skipper, a cooking class in a family konoba, a walk through Diocletian's Palace with a historian. Only your group takes part.",
        ],
      },
      {
        heading: 'How it works',
        items: [
          'Tell us your dates, the size of your group, the regions you would like to see and what interests you.',
          'Within two working days we send you a proposal with the programme and the price.',
          'You adjust it with us until it is right, then book and pay through Lokalno as with any other service.',
        ],
      },
      {
        heading: 'Good to know',
        items: [
          'Sending a request is free and does not commit you to anything.',
          'A budget, even a rough one, helps us suggest the right providers.',
          'The cancellation conditions of each part of the programme are stated in the proposal.',
        ],
      },
    ],
    formHeading: 'Request a custom private tour',
    formLead: 'Fields marked with an asterisk are required. We answer by email.',
  },

  christmas: {
    title: 'Christmas promotion',
    lead: 'Our Christmas promotion gave guests a 15% discount on Lokalno experiences. Sign up and we will let you know when the next one opens.',
    sections: [
      {
        heading: 'What the promotion was',
        paragraphs: [
          'In December, everyone who signed up received a coupon for a 15% discount on an experience of their choice, a gift that could be used at any time during 2021.',
          'That promotion has ended and its coupons are no longer valid.',
        ],
      },
      {
        heading: 'The next promotion',
        paragraphs: [
          'We plan to repeat the Christmas promotion. Leave your name and email address, and we will write to you when it opens, with the discount and the conditions that apply that year. We will not use your address for anything else, and you can withdraw your consent at any time.',
        ],
      },
    ],
    formHeading: 'Sign up for the next Christmas promotion',
    formLead: 'We will only email you about the promotion.',
  },
};
