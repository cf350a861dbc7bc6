// Demo catalog: two providers with companies and brands, and 13 approved services across
// 7 Croatian regions and 6 categories, with per-person and group offers and generated photos.
// Built through the same domain services providers use, so the data obeys every rule.
import type { RequestContext } from '../context.js';
import * as editing from '../modules/catalog/service-editing.service.js';
import * as offers from '../modules/catalog/offer.service.js';
import * as photos from '../modules/catalog/photo.service.js';
import * as approval from '../modules/catalog/approval.service.js';
import * as agreements from '../modules/agreements/agreement.service.js';
import { PROVIDER_AGREEMENT_VERSION } from '../modules/agreements/agreement-terms.js';
import { PriceType } from '../modules/catalog/offer.entity.js';
import { CancellationPolicy } from '../modules/catalog/service.entity.js';
import type { OfferInput, ServiceInput } from '../modules/catalog/catalog.inputs.js';
import * as owner from '../modules/owner/owner.service.js';
import type { BrandInput, CompanyInput } from '../modules/owner/owner.inputs.js';
import { Category, Region, Tag } from '../modules/reference/reference.entities.js';
import { ActivityType } from '../modules/owner/activity-type.entity.js';
import { demoImage, PALETTES } from './demo-images.js';
import { Temporal } from 'temporal-polyfill';
import { createSeason } from '../modules/scheduling/season.service.js';
import { BookingType, type Weekday } from '../modules/scheduling/season.entity.js';
import { TIME_ZONE } from '../modules/scheduling/wall-clock.js';

interface DemoService {
  title: string;
  category: string;
  region: string;
  tags: string[];
  description: string;
  ownerStatement: string;
  microLocation: string;
  included: string[];
  meetingPoint: string;
  lat: number;
  lng: number;
  distances: { place: string; km: number }[];
  minPeople: number;
  maxPeople: number;
  /** Guests at one start, all bookings together; the per-booking maximum when left out. */
  placesPerStart?: number;
  answerTimeHours: number;
  cancellation: [CancellationPolicy, number | null];
  /** Visible only to guests of the demo partner (demo-partners.ts chooses them for it). */
  exclusive?: boolean;
  offers: {
    name: string;
    priceType: PriceType;
    groupNumber?: number;
    price: number;
    discountPrice?: number;
    hours: number;
    minutes?: number;
    description: string;
  }[];
}

interface DemoProvider {
  company: Omit<CompanyInput, 'primaryActivityId'> & { activity: string };
  brand: Omit<BrandInput, 'activityTypeId'> & { activity: string };
  services: DemoService[];
}

const perPerson = PriceType.PER_PERSON;
const group = PriceType.GROUP;

export const DEMO_PROVIDERS: DemoProvider[] = [
  {
    company: {
      legalName: 'OPG Horvat d.o.o.',
      address: 'Vinogradska 5',
      zipCode: '52215',
      town: 'Vodnjan',
      country: 'HR',
      contactMobile: '+385 91 234 5678',
      vatNumber: '69435151530',
      accountOwnerName: 'Marija Horvat',
      iban: 'HR1210010051863000160',
      activity: 'winery',
    },
    brand: {
      name: 'Vina Horvat',
      address: 'Vinogradska 5, 52215 Vodnjan',
      latitude: 44.9595,
      longitude: 13.8514,
      description: 'A family winery and olive grove in southern Istria, four generations in the same stone cellar.',
      activity: 'winery',
    },
    services: [
      {
        title: 'Wine tasting in the Horvat cellar, Vodnjan',
        category: 'drink',
        region: 'istria',
        tags: ['wine-tasting', 'winery-tour'],
        description:
          'Taste five wines from our own vineyards — Malvazija, Teran and a sweet Muškat — with homemade cheese and prosciutto, guided by the family that makes them.',
        ownerStatement: 'Four generations of winemaking in the same stone cellar.',
        microLocation: 'The cellar sits among olive groves with a view of the Brijuni islands.',
        included: ['Five wines', 'Cheese and prosciutto', 'Cellar tour'],
        meetingPoint: 'Vinogradska 5, Vodnjan',
        lat: 44.9595,
        lng: 13.8514,
        distances: [
          { place: 'Pula', km: 11 },
          { place: 'Rovinj', km: 25 },
        ],
        minPeople: 2,
        maxPeople: 12,
        placesPerStart: 20,
        answerTimeHours: 2,
        cancellation: [CancellationPolicy.FULL_REFUND_DAYS, 2],
        offers: [
          {
            name: 'Classic tasting',
            priceType: perPerson,
            price: 35,
            hours: 1,
            minutes: 30,
            description: 'Five wines with cheese and prosciutto.',
          },
          {
            name: 'Private tasting for 6',
            priceType: group,
            groupNumber: 6,
            price: 180,
            discountPrice: 160,
            hours: 2,
            description: 'The cellar for your group, with a sommelier.',
          },
        ],
      },
      {
        title: 'Olive oil tasting on the Horvat estate, Vodnjan',
        category: 'food',
        region: 'istria',
        tags: ['olive-oil-tasting', 'family-farm'],
        description:
          'Walk through centuries-old olive trees, see how extra virgin olive oil is pressed and taste four single-variety oils with fresh bread.',
        ownerStatement: 'Our Buža oil has won gold in Flos Olei.',
        microLocation: 'Vodnjan has the oldest olive trees in Istria.',
        included: ['Grove walk', 'Four oils', 'Bread and vegetables'],
        meetingPoint: 'Vinogradska 5, Vodnjan',
        lat: 44.9601,
        lng: 13.8522,
        distances: [{ place: 'Pula', km: 11 }],
        minPeople: 1,
        maxPeople: 15,
        answerTimeHours: 1,
        cancellation: [CancellationPolicy.FULL_REFUND_HOURS, 24],
        offers: [{ name: 'Olive oil tasting', priceType: perPerson, price: 22, hours: 1, description: 'Grove walk and tasting.' }],
      },
      {
        title: 'Truffle hunting in the Motovun forest',
        category: 'food',
        region: 'istria',
        tags: ['truffle-hunting'],
        description:
          'Follow our trained dogs through the Mirna valley oak forest in search of white and black truffles, then cook them into fresh fuži pasta.',
        ownerStatement: 'Our dogs Luna and Bora find truffles every season.',
        microLocation: 'The Motovun forest is one of the richest truffle grounds in Europe.',
        included: ['Truffle hunt with dogs', 'Truffle lunch', 'Glass of wine'],
        meetingPoint: 'Livade 7, Oprtalj',
        lat: 45.3539,
        lng: 13.8318,
        distances: [
          { place: 'Motovun', km: 5 },
          { place: 'Poreč', km: 40 },
        ],
        minPeople: 2,
        maxPeople: 8,
        answerTimeHours: 0.5,
        cancellation: [CancellationPolicy.FULL_REFUND_DAYS, 3],
        offers: [
          { name: 'Hunt and lunch', priceType: perPerson, price: 95, hours: 3, description: 'The hunt and a truffle lunch.' },
          {
            name: 'Hunt only',
            priceType: perPerson,
            price: 55,
            discountPrice: 49,
            hours: 1,
            minutes: 30,
            description: 'The hunt in the forest.',
          },
        ],
      },
      {
        title: 'Istrian cooking class in Rovinj',
        category: 'food',
        region: 'istria',
        tags: ['cooking-class', 'seafood'],
        description:
          'Cook a four-course Istrian menu — fuži, fish buzara and fritule — in a stone house in Rovinj old town, then eat it together.',
        ownerStatement: 'Recipes from our grandmother Ana, cooked with what the market has today.',
        microLocation: "A stone house on a quiet street behind St Euphemia's church.",
        included: ['Market ingredients', 'Four-course dinner', 'Recipe booklet'],
        meetingPoint: 'Ulica Grisia 12, Rovinj',
        lat: 45.0812,
        lng: 13.6387,
        distances: [{ place: 'Rovinj bus station', km: 0.8 }],
        minPeople: 2,
        maxPeople: 10,
        answerTimeHours: 4,
        cancellation: [CancellationPolicy.NO_REFUND, null],
        offers: [{ name: 'Evening class', priceType: perPerson, price: 85, hours: 4, description: 'Cook and dine.' }],
      },
    ],
  },
  {
    company: {
      legalName: 'Jadran Experiences d.o.o.',
      address: 'Obala Lazareta 3',
      zipCode: '21000',
      town: 'Split',
      country: 'HR',
      contactMobile: '+385 98 765 4321',
      vatNumber: '94577403194',
      accountOwnerName: 'Ivo Jurić',
      iban: 'HR1723600001101234565',
      activity: 'travel-agency',
    },
    brand: {
      name: 'Jadran Adventures',
      address: 'Obala Lazareta 3, 21000 Split',
      latitude: 43.5077,
      longitude: 16.4418,
      description: 'Local guides for sea, islands, old towns and national parks along the Adriatic.',
      activity: 'outdoor-adventure',
    },
    services: [
      {
        title: 'Sea kayaking around the Split peninsula',
        category: 'adventure',
        region: 'dalmatia-split',
        tags: ['kayaking'],
        description: 'Paddle along the cliffs of Marjan hill, swim in hidden coves and snorkel above the sea grass with a licensed guide.',
        ownerStatement: 'Small groups, new kayaks and guides who grew up on this coast.',
        microLocation: 'Marjan forest park drops straight into clear sea.',
        included: ['Kayak and equipment', 'Snorkelling gear', 'Dry bag', 'Photos'],
        meetingPoint: 'Kaštelet beach, Split',
        lat: 43.5047,
        lng: 16.4211,
        distances: [{ place: "Diocletian's Palace", km: 2.5 }],
        minPeople: 1,
        maxPeople: 14,
        answerTimeHours: 1,
        cancellation: [CancellationPolicy.FULL_REFUND_HOURS, 24],
        offers: [
          { name: 'Morning tour', priceType: perPerson, price: 45, hours: 3, description: 'Calm sea and cool air.' },
          { name: 'Sunset tour', priceType: perPerson, price: 50, hours: 2, minutes: 30, description: 'The sun sets behind the islands.' },
        ],
      },
      {
        title: 'Krka waterfalls day trip from Split',
        category: 'nature',
        region: 'dalmatia-sibenik',
        tags: ['national-park', 'waterfalls'],
        description:
          'See Skradinski buk and the Roški slap cascades, walk the boardwalks of Krka National Park and stop in Šibenik on the way back.',
        ownerStatement: 'We leave early to beat the crowds.',
        microLocation: 'Seventeen travertine cascades on the Krka river.',
        included: ['Transport from Split', 'Guide', 'Park ticket'],
        meetingPoint: 'Riva promenade, Split',
        lat: 43.5081,
        lng: 16.4402,
        distances: [{ place: 'Krka National Park', km: 85 }],
        minPeople: 2,
        maxPeople: 16,
        answerTimeHours: 2,
        cancellation: [CancellationPolicy.FULL_REFUND_DAYS, 1],
        offers: [
          { name: 'Day trip', priceType: perPerson, price: 89, discountPrice: 79, hours: 9, description: 'Transport, guide and ticket.' },
        ],
      },
      {
        title: "Diocletian's Palace history walk in Split",
        category: 'culture',
        region: 'dalmatia-split',
        tags: ['history', 'architecture', 'walking-tour'],
        description:
          "Seventeen centuries in ninety minutes: the emperor's cellars, the Peristyle, the cathedral and the medieval streets built into the palace walls.",
        ownerStatement: 'Our guides are historians from the University of Split.',
        microLocation: 'A Roman palace that became a living town.',
        included: ['Licensed guide', 'Cellar entry'],
        meetingPoint: 'Golden Gate, Split',
        lat: 43.5095,
        lng: 16.4397,
        distances: [{ place: 'Split ferry port', km: 0.9 }],
        minPeople: 1,
        maxPeople: 20,
        answerTimeHours: 0.5,
        cancellation: [CancellationPolicy.FULL_REFUND_HOURS, 12],
        offers: [
          { name: 'Group walk', priceType: perPerson, price: 25, hours: 1, minutes: 30, description: 'Join a small group.' },
          {
            name: 'Private walk for 4',
            priceType: group,
            groupNumber: 4,
            price: 120,
            hours: 1,
            minutes: 30,
            description: 'Just your party.',
          },
        ],
      },
      {
        title: 'Dubrovnik old town walking tour',
        category: 'culture',
        region: 'dalmatia-dubrovnik',
        tags: ['history', 'walking-tour', 'film-locations'],
        description:
          "From the Pile gate along the Stradun to the Rector's Palace: the Republic of Ragusa, the 1991 siege and the film sets of the old town.",
        ownerStatement: 'Born inside the walls.',
        microLocation: 'The best-kept walled town of the Mediterranean.',
        included: ['Licensed guide', 'Map of the old town'],
        meetingPoint: 'Pile Gate, Dubrovnik',
        lat: 42.6419,
        lng: 18.1061,
        distances: [{ place: 'Gruž port', km: 3.5 }],
        minPeople: 1,
        maxPeople: 20,
        placesPerStart: 30,
        answerTimeHours: 1,
        cancellation: [CancellationPolicy.FULL_REFUND_HOURS, 24],
        offers: [{ name: 'Morning walk', priceType: perPerson, price: 30, hours: 2, description: 'Before the heat and the crowds.' }],
      },
      {
        title: 'Elafiti islands boat trip from Dubrovnik',
        category: 'boat-trips',
        region: 'dalmatia-dubrovnik',
        tags: ['island-hopping'],
        description: 'Sail to Koločep, Lopud and Šipan, swim at Šunj beach and have a fish lunch on board.',
        ownerStatement: 'A wooden gulet with a captain from Lopud.',
        microLocation: 'Car-free islands a short sail from the city walls.',
        included: ['Boat trip', 'Fish lunch', 'Drinks on board'],
        meetingPoint: 'Gruž harbour, Dubrovnik',
        lat: 42.6587,
        lng: 18.0856,
        distances: [{ place: 'Dubrovnik old town', km: 3.5 }],
        minPeople: 2,
        maxPeople: 30,
        placesPerStart: 45,
        answerTimeHours: 3,
        cancellation: [CancellationPolicy.FULL_REFUND_DAYS, 2],
        offers: [{ name: 'Full-day trip', priceType: perPerson, price: 75, hours: 8, description: 'Three islands and lunch.' }],
      },
      {
        title: 'Oysters and wine on the Pelješac peninsula',
        category: 'drink',
        region: 'dalmatia-dubrovnik',
        tags: ['wine-tasting', 'rakija'],
        description:
          'Taste Ston oysters straight from the sea in Mali Ston bay, then Plavac Mali and Pošip at a family winery on Pelješac.',
        ownerStatement: 'Our cousins farm the oysters; our uncle makes the wine.',
        microLocation: 'Mali Ston bay has farmed oysters since Roman times.',
        included: ['Oyster tasting', 'Winery visit', 'Transport from Dubrovnik'],
        meetingPoint: 'Mali Ston harbour',
        lat: 42.8478,
        lng: 17.7036,
        distances: [
          { place: 'Dubrovnik', km: 55 },
          { place: 'Ston walls', km: 1.5 },
        ],
        minPeople: 2,
        maxPeople: 12,
        answerTimeHours: 2,
        cancellation: [CancellationPolicy.FULL_REFUND_DAYS, 2],
        offers: [{ name: 'Oysters and wine', priceType: perPerson, price: 110, hours: 6, description: 'The whole day on Pelješac.' }],
      },
      {
        title: 'Plitvice lakes hike with a local guide',
        category: 'nature',
        region: 'lika-karlovac',
        tags: ['national-park', 'hiking', 'waterfalls'],
        description: 'Walk the upper and lower lakes of Plitvice on quiet trails, with the best viewpoints over the Veliki slap waterfall.',
        ownerStatement: "We know the trails the buses don't.",
        microLocation: 'Sixteen terraced lakes joined by waterfalls.',
        included: ['Guide', 'Park ticket', 'Electric boat ride'],
        meetingPoint: 'Entrance 2, Plitvice Lakes',
        lat: 44.8654,
        lng: 15.582,
        distances: [
          { place: 'Zagreb', km: 130 },
          { place: 'Zadar', km: 115 },
        ],
        minPeople: 2,
        maxPeople: 15,
        answerTimeHours: 4,
        cancellation: [CancellationPolicy.FULL_REFUND_DAYS, 2],
        offers: [{ name: 'Lakes hike', priceType: perPerson, price: 65, hours: 5, description: 'Upper and lower lakes.' }],
      },
      {
        title: 'Zagreb street food and market tour',
        category: 'food',
        region: 'zagreb',
        tags: ['food-tour'],
        description: 'Start at the Dolac market, taste štrukli, burek and Zagorje cheese, and end with a craft beer in Tkalčićeva street.',
        ownerStatement: 'We eat here every day.',
        microLocation: 'Dolac, the belly of Zagreb, under the cathedral towers.',
        included: ['Seven tastings', 'Craft beer', 'Local guide'],
        meetingPoint: 'Ban Jelačić square, Zagreb',
        lat: 45.813,
        lng: 15.9775,
        distances: [{ place: 'Zagreb main station', km: 1.2 }],
        minPeople: 1,
        maxPeople: 12,
        answerTimeHours: 1,
        cancellation: [CancellationPolicy.FULL_REFUND_HOURS, 24],
        offers: [{ name: 'Food tour', priceType: perPerson, price: 59, hours: 3, description: 'Seven tastings.' }],
      },
      {
        title: 'Sunset sailing in the Kvarner bay',
        category: 'boat-trips',
        region: 'kvarner',
        tags: ['sailing', 'sunset-cruise'],
        description:
          'Sail out of Opatija on a classic sloop, take the helm if you like, and watch the sun go down behind Učka with a glass of prosecco.',
        ownerStatement: 'Skipper Luka has sailed Kvarner for thirty years.',
        microLocation: 'The bay between Opatija and the island of Cres.',
        included: ['Skipper', 'Prosecco and snacks', 'Life jackets'],
        meetingPoint: 'Opatija marina',
        lat: 45.3355,
        lng: 14.3089,
        distances: [{ place: 'Rijeka', km: 15 }],
        minPeople: 2,
        maxPeople: 8,
        answerTimeHours: 2,
        cancellation: [CancellationPolicy.FULL_REFUND_DAYS, 1],
        offers: [
          { name: 'Shared sailing', priceType: perPerson, price: 69, hours: 3, description: 'Join a small group.' },
          { name: 'Private boat for 8', priceType: group, groupNumber: 8, price: 480, hours: 3, description: 'The boat for your party.' },
        ],
      },
      {
        title: 'Private sunrise boat to the Blue Cave for hotel guests',
        category: 'boat-trips',
        region: 'dalmatia-split',
        tags: ['island-hopping'],
        description:
          'An early speedboat from Split to the Blue Cave on Biševo before the crowds, arranged for the guests of our partner hotels.',
        ownerStatement: 'Offered only through the hotels and apartments we work with: ask at your reception.',
        microLocation: 'The cave lights up blue only in the morning sun.',
        included: ['Speedboat with skipper', 'Cave entrance ticket', 'Breakfast on board'],
        meetingPoint: 'Split ferry port, pier 3',
        lat: 43.5033,
        lng: 16.4406,
        distances: [{ place: "Diocletian's Palace", km: 0.5 }],
        minPeople: 2,
        maxPeople: 8,
        answerTimeHours: 2,
        cancellation: [CancellationPolicy.FULL_REFUND_HOURS, 48],
        exclusive: true,
        offers: [{ name: 'Sunrise trip', priceType: perPerson, price: 120, hours: 6, description: 'Back in Split before noon.' }],
      },
    ],
  },
];

async function idBySlug(ctx: RequestContext, entity: typeof Category | typeof Region | typeof ActivityType, slug: string): Promise<number> {
  const row = await ctx.manager.findOneByOrFail(entity, { slug });
  return row.id;
}

async function serviceInput(ctx: RequestContext, service: DemoService): Promise<ServiceInput> {
  const categoryId = await idBySlug(ctx, Category, service.category);
  const tags = await ctx.manager.findBy(
    Tag,
    service.tags.map((slug) => ({ slug })),
  );
  return {
    title: service.title,
    categoryId,
    regionId: await idBySlug(ctx, Region, service.region),
    tagIds: tags.map((tag) => tag.id),
    amenityIds: [],
    languageCodes: ['hr', 'en', 'de'],
    paymentTypeCodes: [],
    description: service.description,
    ownerStatement: service.ownerStatement,
    microLocation: service.microLocation,
    included: service.included,
    characteristics: [],
    remark: null,
    arrivalInstructions: null,
    meetingPoint: service.meetingPoint,
    meetingLatitude: service.lat,
    meetingLongitude: service.lng,
    country: 'HR',
    distances: service.distances,
    minPeople: service.minPeople,
    maxPeople: service.maxPeople,
    placesPerStart: service.placesPerStart ?? service.maxPeople,
    advanceHours: 24,
    answerTimeHours: service.answerTimeHours,
    cancellationPolicy: service.cancellation[0],
    cancellationBefore: service.cancellation[1],
    exclusive: service.exclusive ?? false,
    enabled: true,
  };
}

function offerInput(offer: DemoService['offers'][number]): OfferInput {
  return {
    name: offer.name,
    description: offer.description,
    durationDays: 0,
    durationHours: offer.hours,
    durationMinutes: offer.minutes ?? 0,
    difficulty: null,
    priceType: offer.priceType,
    groupNumber: offer.groupNumber ?? 1,
    price: offer.price,
    discountPrice: offer.discountPrice ?? null,
  };
}

const LATEST_DEMO_DATE = '2030-12-31';
const EVERY_DAY: Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

/**
 * Two seasons covering the next 12 months from today (never past 2030): a main season with more
 * start times and a quieter one, each with working times, booking times and a few unavailable dates.
 */
async function seedSeasons(ctx: RequestContext, serviceId: number, index: number, service: DemoService): Promise<void> {
  const today = Temporal.Now.plainDateISO(TIME_ZONE);
  const cap = Temporal.PlainDate.from(LATEST_DEMO_DATE);
  const clamp = (date: Temporal.PlainDate) => (Temporal.PlainDate.compare(date, cap) > 0 ? cap : date);
  if (Temporal.PlainDate.compare(today, cap) > 0) return;
  const middle = clamp(today.add({ months: 6 }));
  const end = clamp(today.add({ months: 12 }).subtract({ days: 1 }));
  const longDay = service.offers.some((offer) => offer.hours >= 5);
  const periods: [Temporal.PlainDate, Temporal.PlainDate, string, number][] = [
    [today, middle.subtract({ days: 1 }), 'Main season', 0],
    [middle, end, 'Quiet season', 1],
  ];
  for (const [from, to, name, quiet] of periods) {
    if (Temporal.PlainDate.compare(from, to) > 0) continue;
    const days = quiet ? EVERY_DAY.filter((day) => day !== 'MONDAY' && day !== 'TUESDAY') : EVERY_DAY;
    const unavailable = [10, 24, 45]
      .map((offset) => from.add({ days: offset + index }))
      .filter((date) => Temporal.PlainDate.compare(date, to) <= 0);
    await createSeason(ctx, serviceId, {
      name,
      bookingType: longDay ? BookingType.WHOLE_DAY : BookingType.START_TIMES,
      from: from.toString(),
      to: to.toString(),
      workingTimes: [{ startHour: longDay ? 8 : 9, startMinute: 0, endHour: 20, endMinute: 0, weekdays: days }],
      bookingTimes: longDay
        ? []
        : quiet
          ? [
              { hour: 11, minute: 0 },
              { hour: 16, minute: 0 },
            ]
          : [
              { hour: 9, minute: 30 },
              { hour: 12, minute: 0 },
              { hour: 16, minute: 30 },
              { hour: 18, minute: 0 },
            ],
      unavailableDates: unavailable.map((date) => date.toString()),
    });
  }
}

// Days since each demo service was published, in seeding order: spread over a year and not in the
// order of the list, so "Newest" on the home page differs from "Popular" (which follows bookings).
const PUBLISHED_DAYS_AGO = [410, 380, 150, 300, 260, 220, 340, 120, 60, 90, 30, 14, 5];

/** Dates the approval of a seeded service (and its review event) `daysAgo` days back. */
async function backdateApproval(ctx: RequestContext, serviceId: number, daysAgo: number): Promise<void> {
  const approved = new Date(Date.now() - daysAgo * 86_400_000);
  const submitted = new Date(approved.getTime() - 3 * 3_600_000);
  await ctx.manager.query('UPDATE service SET approved_at = $2, submitted_at = $3 WHERE id = $1', [serviceId, approved, submitted]);
  await ctx.manager.query(
    "UPDATE service_review_event SET at = CASE kind WHEN 'APPROVED' THEN $2::timestamptz ELSE $3::timestamptz END WHERE service_id = $1 AND kind IN ('SUBMITTED', 'APPROVED')",
    [serviceId, approved, submitted],
  );
}

/** Seeds the demo catalog for the given provider user ids (in DEMO_PROVIDERS order); each accepts the cooperation agreement, staff approve every service. */
export async function seedDemoCatalog(base: RequestContext, providerIds: number[], staffId: number): Promise<number> {
  let count = 0;
  for (const [index, demo] of DEMO_PROVIDERS.entries()) {
    const ctx: RequestContext = { ...base, user: { id: providerIds[index], roles: ['ROLE_OWNER'] } };
    const staff: RequestContext = { ...base, user: { id: staffId, roles: ['ROLE_ADMIN'] } };
    const { activity, ...company } = demo.company;
    await owner.createCompany(ctx, { ...company, primaryActivityId: await idBySlug(ctx, ActivityType, activity) });
    const { activity: brandActivity, ...brand } = demo.brand;
    const { id: brandId } = await owner.createBrand(ctx, { ...brand, activityTypeId: await idBySlug(ctx, ActivityType, brandActivity) });
    for (const [serviceIndex, service] of demo.services.entries()) {
      const created = await editing.createService(ctx, brandId, await serviceInput(ctx, service));
      for (const offer of service.offers) await offers.createOffer(ctx, created.id, offerInput(offer));
      for (let variant = 0; variant < 3; variant += 1) {
        const image = await demoImage(PALETTES[service.category], serviceIndex * 3 + variant);
        await photos.uploadPhoto(ctx, created.id, image, `${service.title} — photo ${variant + 1}`);
      }
      await seedSeasons(ctx, created.id, serviceIndex, service);
      await editing.submitForApproval(ctx, created.id);
      // The first submission offers the cooperation agreement; the demo provider accepts it (again is a no-op).
      await agreements.acceptOwnAgreement(ctx, PROVIDER_AGREEMENT_VERSION);
      await approval.approveService(staff, created.id);
      await backdateApproval(ctx, created.id, PUBLISHED_DAYS_AGO[count % PUBLISHED_DAYS_AGO.length]);
      count += 1;
    }
  }
  return count;
}
