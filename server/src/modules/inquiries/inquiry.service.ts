// Receives the inquiry forms (help, custom private tour, Christmas sign-up, cooperation, brand
// contact): rate-limits, stores, and queues the emails in the same transaction. Staff list the
// inquiries by kind and mark them handled.
import { toE164 } from '../../../../common/phone.js';
import type { RequestContext } from '../../context.js';
import { invalidInput, notFound, unauthenticated } from '../../shared/errors.js';
import type { Locale } from '../../shared/i18n/index.js';
import { pageOf, type PageArgs } from '../../shared/page.args.js';
import { User } from '../accounts/user.entity.js';
import { fullName } from '../accounts/user.entity.js';
import { Brand } from '../owner/brand.entity.js';
import { queueInquiryEmails } from './inquiry-emails.js';
import { Inquiry, InquiryKind, type InquiryPage, type InquiryReceipt } from './inquiry.entity.js';
import type { BrandContactInput, ChristmasActionInput, CooperationInput, DemandInput, HelpInput, SenderInput } from './inquiry.inputs.js';
import { limitInquiry } from './inquiry-limits.js';

type InquiryFields = Partial<Omit<Inquiry, 'id' | 'kind' | 'name' | 'email' | 'language' | 'createdAt' | 'handledAt'>>;

const clean = (value: string | undefined | null) => (value?.trim() ? value.trim() : null);

function sender(ctx: RequestContext, input: SenderInput) {
  return { name: input.name.trim(), email: input.email.trim(), language: (input.language as Locale | undefined) ?? ctx.locale };
}

/** A filled bot trap is answered like a success, so the bot learns nothing; nothing is stored or sent. */
async function receive(ctx: RequestContext, kind: InquiryKind, input: SenderInput, fields: InquiryFields): Promise<InquiryReceipt> {
  const from = sender(ctx, input);
  await limitInquiry(ctx, from.email);
  if (clean(input.website)) return { kind, received: true };
  return store(ctx, kind, from, fields);
}

async function store(
  ctx: RequestContext,
  kind: InquiryKind,
  from: Pick<Inquiry, 'name' | 'email' | 'language'>,
  fields: InquiryFields,
): Promise<InquiryReceipt> {
  const inquiry = await ctx.manager.save(Inquiry, ctx.manager.create(Inquiry, { kind, ...from, userId: ctx.user?.id ?? null, ...fields }));
  await queueInquiryEmails(ctx, inquiry);
  return { kind, received: true };
}

export function sendHelp(ctx: RequestContext, input: HelpInput): Promise<InquiryReceipt> {
  return receive(ctx, InquiryKind.HELP, input, { subject: input.subject.trim(), message: input.message.trim() });
}

export function sendDemand(ctx: RequestContext, input: DemandInput): Promise<InquiryReceipt> {
  if (input.dateTo < input.dateFrom) throw invalidInput({ dateTo: { id: 'validation.dateToBeforeFrom' } });
  return receive(ctx, InquiryKind.DEMAND, input, {
    phone: input.phone ? toE164(input.phone) : null, // validated by @IsPhone: blank is null
    dateFrom: input.dateFrom,
    dateTo: input.dateTo,
    groupSize: input.groupSize,
    interests: input.interests.trim(),
    budget: input.budget ?? null,
    message: clean(input.message),
  });
}

export function signUpForChristmasAction(ctx: RequestContext, input: ChristmasActionInput): Promise<InquiryReceipt> {
  return receive(ctx, InquiryKind.CHRISTMAS_ACTION, input, { consent: true });
}

/** The provider writes as themselves: name, email and language come from their account. */
export async function sendCooperation(ctx: RequestContext, input: CooperationInput): Promise<InquiryReceipt> {
  if (!ctx.user) throw unauthenticated();
  const provider = await ctx.manager.findOneByOrFail(User, { id: ctx.user.id });
  await limitInquiry(ctx, provider.email);
  const from = { name: fullName(provider), email: provider.email, language: provider.language };
  return store(ctx, InquiryKind.COOPERATION, from, { category: input.category, description: input.description.trim() });
}

export async function contactBrand(ctx: RequestContext, brandId: number, input: BrandContactInput): Promise<InquiryReceipt> {
  if (!(await ctx.manager.existsBy(Brand, { id: brandId }))) throw notFound();
  return receive(ctx, InquiryKind.BRAND_CONTACT, input, { brandId, message: input.message.trim() });
}

/** Two queries whatever the page: the rows and the count. */
export async function listInquiries(ctx: RequestContext, kind: InquiryKind, args: PageArgs): Promise<InquiryPage> {
  const { page, size } = pageOf(args);
  const [content, total] = await ctx.manager.findAndCount(Inquiry, {
    where: { kind },
    order: { createdAt: 'DESC', id: 'DESC' },
    skip: page * size,
    take: size,
  });
  return { content, totalElements: total, totalPages: Math.ceil(total / size), page, size };
}

export async function setInquiryHandled(ctx: RequestContext, id: number, handled: boolean): Promise<Inquiry> {
  const inquiry = await ctx.manager.findOneBy(Inquiry, { id });
  if (!inquiry) throw notFound();
  if (handled === (inquiry.handledAt !== null)) return inquiry;
  inquiry.handledAt = handled ? new Date() : null;
  return ctx.manager.save(inquiry);
}
