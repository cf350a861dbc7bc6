// The shape of the long texts of the content pages: one object per language with the same shape,
// so every text the reader sees exists in English and in Croatian (a test compares the two).

export interface Section {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

export interface ContentDocument {
  title: string;
  lead: string;
  sections: Section[];
}

export interface FormIntro {
  formHeading: string;
  formLead: string;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface FaqGroup {
  /** Anchor of the group (#booking, #payment, …). */
  id: string;
  heading: string;
  questions: Faq[];
}

export interface SiteTexts {
  help: { title: string; lead: string; groups: FaqGroup[] } & FormIntro;
  about: ContentDocument;
  privacy: ContentDocument;
  cookies: ContentDocument;
  /** /reviews-policy: how reviews are verified and moderated (EU Omnibus directive). */
  reviewsPolicy: ContentDocument;
  terms: ContentDocument;
  travel: ContentDocument;
  customTours: ContentDocument & FormIntro;
  christmas: ContentDocument & FormIntro;
}
