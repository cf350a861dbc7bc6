// Seed rows for reference data. Migrations own this copy so that an old migration keeps
// producing the same rows whatever later code does.

export interface NamedRow {
  slug: string;
  nameEn: string;
  nameHr: string;
}

/** The official tourist regions of Croatia, in their usual order (north-west to south, then inland). */
export const REGIONS: NamedRow[] = [
  { slug: 'istria', nameEn: 'Istria', nameHr: 'Istra' },
  { slug: 'kvarner', nameEn: 'Kvarner', nameHr: 'Kvarner' },
  { slug: 'lika-karlovac', nameEn: 'Lika – Karlovac', nameHr: 'Lika – Karlovac' },
  { slug: 'dalmatia-zadar', nameEn: 'Dalmatia – Zadar', nameHr: 'Dalmacija – Zadar' },
  { slug: 'dalmatia-sibenik', nameEn: 'Dalmatia – Šibenik', nameHr: 'Dalmacija – Šibenik' },
  { slug: 'dalmatia-split', nameEn: 'Dalmatia – Split', nameHr: 'Dalmacija – Split' },
  { slug: 'dalmatia-dubrovnik', nameEn: 'Dalmatia – Dubrovnik', nameHr: 'Dalmacija – Dubrovnik' },
  { slug: 'zagreb', nameEn: 'City of Zagreb', nameHr: 'Grad Zagreb' },
  { slug: 'central-croatia', nameEn: 'Central Croatia', nameHr: 'Središnja Hrvatska' },
  { slug: 'slavonia', nameEn: 'Slavonia', nameHr: 'Slavonija' },
];

export const CATEGORIES: (NamedRow & { tags: NamedRow[] })[] = [
  {
    slug: 'food', nameEn: 'Food', nameHr: 'Hrana',
    tags: [
      { slug: 'cooking-class', nameEn: 'Cooking class', nameHr: 'Tečaj kuhanja' },
      { slug: 'food-tour', nameEn: 'Food tour', nameHr: 'Gastro tura' },
      { slug: 'truffle-hunting', nameEn: 'Truffle hunting', nameHr: 'Lov na tartufe' },
      { slug: 'olive-oil-tasting', nameEn: 'Olive oil tasting', nameHr: 'Kušanje maslinova ulja' },
      { slug: 'family-farm', nameEn: 'Family farm', nameHr: 'Obiteljsko gospodarstvo' },
      { slug: 'seafood', nameEn: 'Seafood', nameHr: 'Plodovi mora' },
      { slug: 'vegetarian', nameEn: 'Vegetarian', nameHr: 'Vegetarijansko' },
    ],
  },
  {
    slug: 'drink', nameEn: 'Drink', nameHr: 'Piće',
    tags: [
      { slug: 'wine-tasting', nameEn: 'Wine tasting', nameHr: 'Kušanje vina' },
      { slug: 'winery-tour', nameEn: 'Winery tour', nameHr: 'Obilazak vinarije' },
      { slug: 'craft-beer', nameEn: 'Craft beer', nameHr: 'Craft pivo' },
      { slug: 'rakija', nameEn: 'Rakija and liqueurs', nameHr: 'Rakija i likeri' },
      { slug: 'coffee', nameEn: 'Coffee', nameHr: 'Kava' },
    ],
  },
  {
    slug: 'culture', nameEn: 'Culture', nameHr: 'Kultura',
    tags: [
      { slug: 'history', nameEn: 'History', nameHr: 'Povijest' },
      { slug: 'museum', nameEn: 'Museum', nameHr: 'Muzej' },
      { slug: 'architecture', nameEn: 'Architecture', nameHr: 'Arhitektura' },
      { slug: 'crafts', nameEn: 'Traditional crafts', nameHr: 'Tradicijski obrti' },
      { slug: 'music-dance', nameEn: 'Music and dance', nameHr: 'Glazba i ples' },
      { slug: 'film-locations', nameEn: 'Film locations', nameHr: 'Filmske lokacije' },
    ],
  },
  {
    slug: 'nature', nameEn: 'Nature', nameHr: 'Priroda',
    tags: [
      { slug: 'national-park', nameEn: 'National park', nameHr: 'Nacionalni park' },
      { slug: 'hiking', nameEn: 'Hiking', nameHr: 'Planinarenje' },
      { slug: 'birdwatching', nameEn: 'Birdwatching', nameHr: 'Promatranje ptica' },
      { slug: 'caves', nameEn: 'Caves', nameHr: 'Špilje' },
      { slug: 'waterfalls', nameEn: 'Waterfalls', nameHr: 'Slapovi' },
      { slug: 'islands', nameEn: 'Islands', nameHr: 'Otoci' },
    ],
  },
  {
    slug: 'adventure', nameEn: 'Adventure and sports', nameHr: 'Avantura i sport',
    tags: [
      { slug: 'kayaking', nameEn: 'Kayaking', nameHr: 'Kajak' },
      { slug: 'rafting', nameEn: 'Rafting', nameHr: 'Rafting' },
      { slug: 'cycling', nameEn: 'Cycling', nameHr: 'Biciklizam' },
      { slug: 'climbing', nameEn: 'Climbing', nameHr: 'Penjanje' },
      { slug: 'diving', nameEn: 'Diving and snorkelling', nameHr: 'Ronjenje' },
      { slug: 'zipline', nameEn: 'Zipline', nameHr: 'Zipline' },
    ],
  },
  {
    slug: 'boat-trips', nameEn: 'Boat trips', nameHr: 'Izleti brodom',
    tags: [
      { slug: 'island-hopping', nameEn: 'Island hopping', nameHr: 'Obilazak otoka' },
      { slug: 'sunset-cruise', nameEn: 'Sunset cruise', nameHr: 'Krstarenje u zalazak sunca' },
      { slug: 'fishing', nameEn: 'Fishing', nameHr: 'Ribolov' },
      { slug: 'sailing', nameEn: 'Sailing', nameHr: 'Jedrenje' },
    ],
  },
  {
    slug: 'tours', nameEn: 'Tours and sightseeing', nameHr: 'Ture i razgledavanje',
    tags: [
      { slug: 'walking-tour', nameEn: 'Walking tour', nameHr: 'Pješačka tura' },
      { slug: 'private-tour', nameEn: 'Private tour', nameHr: 'Privatna tura' },
      { slug: 'day-trip', nameEn: 'Day trip', nameHr: 'Jednodnevni izlet' },
      { slug: 'jeep-safari', nameEn: 'Jeep safari', nameHr: 'Jeep safari' },
    ],
  },
  {
    slug: 'workshops', nameEn: 'Workshops and classes', nameHr: 'Radionice i tečajevi',
    tags: [
      { slug: 'pottery', nameEn: 'Pottery', nameHr: 'Lončarstvo' },
      { slug: 'lace-making', nameEn: 'Lace making', nameHr: 'Izrada čipke' },
      { slug: 'painting', nameEn: 'Painting', nameHr: 'Slikanje' },
      { slug: 'photography', nameEn: 'Photography', nameHr: 'Fotografija' },
    ],
  },
  {
    slug: 'wellness', nameEn: 'Wellness', nameHr: 'Wellness',
    tags: [
      { slug: 'yoga', nameEn: 'Yoga', nameHr: 'Joga' },
      { slug: 'spa', nameEn: 'Spa and massage', nameHr: 'Spa i masaža' },
      { slug: 'herbal', nameEn: 'Herbs and lavender', nameHr: 'Bilje i lavanda' },
    ],
  },
  {
    slug: 'family', nameEn: 'Family and kids', nameHr: 'Obitelj i djeca',
    tags: [
      { slug: 'animals', nameEn: 'Animals', nameHr: 'Životinje' },
      { slug: 'playful-learning', nameEn: 'Learning through play', nameHr: 'Učenje kroz igru' },
      { slug: 'easy-outdoor', nameEn: 'Easy outdoors', nameHr: 'Lagano na otvorenom' },
    ],
  },
];

export const AMENITIES: NamedRow[] = [
  { slug: 'parking', nameEn: 'Parking', nameHr: 'Parkiralište' },
  { slug: 'toilet', nameEn: 'Toilet', nameHr: 'Toalet' },
  { slug: 'wifi', nameEn: 'Wi-Fi', nameHr: 'Wi-Fi' },
  { slug: 'wheelchair-access', nameEn: 'Wheelchair access', nameHr: 'Pristup invalidskim kolicima' },
  { slug: 'pets-allowed', nameEn: 'Pets allowed', nameHr: 'Kućni ljubimci dopušteni' },
  { slug: 'child-friendly', nameEn: 'Child friendly', nameHr: 'Prikladno za djecu' },
  { slug: 'air-conditioning', nameEn: 'Air conditioning', nameHr: 'Klima uređaj' },
  { slug: 'shade', nameEn: 'Shaded area', nameHr: 'Hlad' },
  { slug: 'drinks-included', nameEn: 'Drinks included', nameHr: 'Piće uključeno' },
  { slug: 'food-included', nameEn: 'Food included', nameHr: 'Hrana uključena' },
  { slug: 'equipment-included', nameEn: 'Equipment included', nameHr: 'Oprema uključena' },
  { slug: 'hotel-pickup', nameEn: 'Hotel pickup', nameHr: 'Prijevoz iz smještaja' },
  { slug: 'guide', nameEn: 'Local guide', nameHr: 'Lokalni vodič' },
  { slug: 'souvenir-shop', nameEn: 'Souvenir shop', nameHr: 'Suvenirnica' },
];

export const LANGUAGES: { code: string; nameEn: string; nameHr: string; nativeName: string }[] = [
  { code: 'hr', nameEn: 'Croatian', nameHr: 'Hrvatski', nativeName: 'Hrvatski' },
  { code: 'en', nameEn: 'English', nameHr: 'Engleski', nativeName: 'English' },
  { code: 'de', nameEn: 'German', nameHr: 'Njemački', nativeName: 'Deutsch' },
  { code: 'it', nameEn: 'Italian', nameHr: 'Talijanski', nativeName: 'Italiano' },
  { code: 'fr', nameEn: 'French', nameHr: 'Francuski', nativeName: 'Français' },
  { code: 'es', nameEn: 'Spanish', nameHr: 'Španjolski', nativeName: 'Español' },
  { code: 'sl', nameEn: 'Slovenian', nameHr: 'Slovenski', nativeName: 'Slovenščina' },
  { code: 'hu', nameEn: 'Hungarian', nameHr: 'Mađarski', nativeName: 'Magyar' },
  { code: 'cs', nameEn: 'Czech', nameHr: 'Češki', nativeName: 'Čeština' },
  { code: 'sk', nameEn: 'Slovak', nameHr: 'Slovački', nativeName: 'Slovenčina' },
  { code: 'pl', nameEn: 'Polish', nameHr: 'Poljski', nativeName: 'Polski' },
  { code: 'nl', nameEn: 'Dutch', nameHr: 'Nizozemski', nativeName: 'Nederlands' },
  { code: 'sv', nameEn: 'Swedish', nameHr: 'Švedski', nativeName: 'Svenska' },
  { code: 'no', nameEn: 'Norwegian', nameHr: 'Norveški', nativeName: 'Norsk' },
  { code: 'da', nameEn: 'Danish', nameHr: 'Danski', nativeName: 'Dansk' },
  { code: 'fi', nameEn: 'Finnish', nameHr: 'Finski', nativeName: 'Suomi' },
  { code: 'ru', nameEn: 'Russian', nameHr: 'Ruski', nativeName: 'Русский' },
  { code: 'uk', nameEn: 'Ukrainian', nameHr: 'Ukrajinski', nativeName: 'Українська' },
  { code: 'pt', nameEn: 'Portuguese', nameHr: 'Portugalski', nativeName: 'Português' },
  { code: 'ja', nameEn: 'Japanese', nameHr: 'Japanski', nativeName: '日本語' },
  { code: 'zh', nameEn: 'Chinese', nameHr: 'Kineski', nativeName: '中文' },
  { code: 'ko', nameEn: 'Korean', nameHr: 'Korejski', nativeName: '한국어' },
];

/** Card brands and wallets the payment provider accepts. */
export const PAYMENT_TYPES: { code: string; nameEn: string; nameHr: string }[] = [
  { code: 'VISA', nameEn: 'Visa', nameHr: 'Visa' },
  { code: 'MASTERCARD', nameEn: 'Mastercard', nameHr: 'Mastercard' },
  { code: 'MAESTRO', nameEn: 'Maestro', nameHr: 'Maestro' },
  { code: 'AMEX', nameEn: 'American Express', nameHr: 'American Express' },
  { code: 'DINERS', nameEn: 'Diners Club', nameHr: 'Diners Club' },
  { code: 'APPLE_PAY', nameEn: 'Apple Pay', nameHr: 'Apple Pay' },
  { code: 'GOOGLE_PAY', nameEn: 'Google Pay', nameHr: 'Google Pay' },
];

/** Primary tourism activity types of companies and brands. */
export const ACTIVITY_TYPES: NamedRow[] = [
  { slug: 'winery', nameEn: 'Winery', nameHr: 'Vinarija' },
  { slug: 'olive-oil-producer', nameEn: 'Olive oil producer', nameHr: 'Proizvođač maslinova ulja' },
  { slug: 'family-farm', nameEn: 'Family farm (OPG)', nameHr: 'Obiteljsko poljoprivredno gospodarstvo (OPG)' },
  { slug: 'restaurant', nameEn: 'Restaurant or tavern', nameHr: 'Restoran ili konoba' },
  { slug: 'tour-guide', nameEn: 'Tour guide', nameHr: 'Turistički vodič' },
  { slug: 'travel-agency', nameEn: 'Travel agency', nameHr: 'Turistička agencija' },
  { slug: 'boat-excursions', nameEn: 'Boat excursions', nameHr: 'Izleti brodom' },
  { slug: 'outdoor-adventure', nameEn: 'Outdoor and adventure', nameHr: 'Aktivnosti na otvorenom i avantura' },
  { slug: 'culture-heritage', nameEn: 'Culture and heritage', nameHr: 'Kultura i baština' },
  { slug: 'workshop', nameEn: 'Workshops and crafts', nameHr: 'Radionice i obrti' },
  { slug: 'wellness', nameEn: 'Wellness', nameHr: 'Wellness' },
  { slug: 'other', nameEn: 'Other', nameHr: 'Ostalo' },
];
