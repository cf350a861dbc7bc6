// Emails in English and Croatian: one template per kind, texts from the server message catalogue.
import { translate, type Locale } from '../../shared/i18n/index.js';

export type EmailTemplate =
  | 'activation'
  | 'password-reset'
  | 'service-approved'
  | 'service-returned'
  | 'inquiry-confirmation'
  | 'inquiry-staff'
  | 'brand-contact'
  | 'agreement'
  | 'partner-agreement'
  | 'partner-statement';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

interface LinkEmail {
  name: string;
  link: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** A service decision: the service's title, the link to act on, and the staff note when sent back. */
interface ReviewEmail extends LinkEmail {
  title: string;
  note?: string;
}

/** The cooperation agreement (attached by its module): the company's name and the agreement's version. */
interface AgreementEmail extends LinkEmail {
  company: string;
  version: string;
}

function linkEmail(prefix: string, values: LinkEmail & { title?: string; note?: string }, locale: Locale): EmailContent {
  const t = (id: string, v?: Record<string, string>) => translate({ id, values: v }, locale);
  const greeting = t('email.greeting', { name: values.name });
  // Every value may fill the body: a title, the agreement's company and version.
  const body = t(`${prefix}.body`, { ...(values as unknown as Record<string, string>) });
  const button = t(`${prefix}.button`);
  const ignore = t(`${prefix}.ignore`);
  const signature = t('email.signature');
  const note = values.note ? `\n${values.note}\n\n` : '';
  const text = `${greeting}\n\n${body}\n${note}${values.link}\n\n${ignore}\n\n${signature}\n`;
  const noteHtml = values.note
    ? `<blockquote style="margin:16px 0;padding:12px 16px;border-left:4px solid #c2603a;background:#faf6ef;white-space:pre-line">${escapeHtml(values.note)}</blockquote>`
    : '';
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Inter,Arial,sans-serif;background:#faf6ef;color:#1d2b36;padding:24px">
<div style="max-width:560px;margin:auto;background:#ffffff;border-radius:12px;padding:32px">
<h1 style="color:#0b4f71;font-size:22px;margin:0 0 16px">Lokalno</h1>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
${noteHtml}
<p style="margin:24px 0"><a href="${escapeHtml(values.link)}" style="background:#0b4f71;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(button)}</a></p>
<p style="font-size:13px;color:#4a5a66;word-break:break-all">${escapeHtml(values.link)}</p>
<p style="font-size:13px;color:#4a5a66">${escapeHtml(ignore)}</p>
<p>${escapeHtml(signature)}</p>
</div></body></html>`;
  return { subject: t(`${prefix}.subject`, values.title === undefined ? undefined : { title: values.title }), text, html };
}

/**
 * An inquiry email: `details` holds the sent fields as "Label: value" lines (already in the
 * recipient's language); `link` (staff list) is optional. Inquiry kinds pick the texts by id.
 */
interface InquiryEmail {
  name: string;
  kind: string;
  details: string;
  sender?: string;
  brand?: string;
  link?: string;
}

function inquiryEmail(prefix: string, values: InquiryEmail, locale: Locale): EmailContent {
  const t = (id: string, v?: Record<string, string>) => translate({ id, values: v }, locale);
  const kindName = t(`email.inquiry.kind.${values.kind}`);
  const parameters = { kind: kindName, sender: values.sender ?? '', brand: values.brand ?? '' };
  const greeting = t('email.greeting', { name: values.name });
  const body = t(`${prefix}.body`, parameters);
  const footer = t(`${prefix}.footer`, parameters);
  const signature = t('email.signature');
  const link = values.link ? `\n${values.link}\n` : '';
  const text = `${greeting}\n\n${body}\n\n${values.details}\n${link}\n${footer}\n\n${signature}\n`;
  const linkHtml = values.link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(values.link)}" style="background:#0b4f71;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(t(`${prefix}.button`))}</a></p>`
    : '';
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Inter,Arial,sans-serif;background:#faf6ef;color:#1d2b36;padding:24px">
<div style="max-width:560px;margin:auto;background:#ffffff;border-radius:12px;padding:32px">
<h1 style="color:#0b4f71;font-size:22px;margin:0 0 16px">Lokalno</h1>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<blockquote style="margin:16px 0;padding:12px 16px;border-left:4px solid #c2603a;background:#faf6ef;white-space:pre-line">${escapeHtml(values.details)}</blockquote>
${linkHtml}
<p style="font-size:13px;color:#4a5a66">${escapeHtml(footer)}</p>
<p>${escapeHtml(signature)}</p>
</div></body></html>`;
  return { subject: t(`${prefix}.subject`, parameters), text, html };
}

export function renderEmail(template: EmailTemplate, locale: Locale, values: Record<string, string>): EmailContent {
  switch (template) {
    case 'activation':
      return linkEmail('email.activation', values as unknown as LinkEmail, locale);
    case 'password-reset':
      return linkEmail('email.reset', values as unknown as LinkEmail, locale);
    case 'service-approved':
      return linkEmail('email.serviceApproved', values as unknown as ReviewEmail, locale);
    case 'service-returned':
      return linkEmail('email.serviceReturned', values as unknown as ReviewEmail, locale);
    case 'inquiry-confirmation':
      return inquiryEmail('email.inquiryConfirmation', values as unknown as InquiryEmail, locale);
    case 'inquiry-staff':
      return inquiryEmail('email.inquiryStaff', values as unknown as InquiryEmail, locale);
    case 'brand-contact':
      return inquiryEmail('email.brandContact', values as unknown as InquiryEmail, locale);
    case 'agreement':
      return linkEmail('email.agreement', values as unknown as AgreementEmail, locale);
    case 'partner-agreement':
      return linkEmail('email.partnerAgreement', values as unknown as AgreementEmail, locale);
    case 'partner-statement':
      // The month titles the subject; the body also names the total.
      return linkEmail('email.partnerStatement', { ...(values as unknown as LinkEmail), title: values.month }, locale);
  }
}
