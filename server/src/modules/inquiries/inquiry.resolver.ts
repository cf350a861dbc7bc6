// GraphQL operations of the inquiry forms (the same inputs and services as POST /api/help,
// /demand, /christmas-action, /cooperation, /brands/{id}/contact) and the staff list.
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Public, Roles } from '../../shared/access.js';
import { Inquiry, InquiryPage, InquiryReceipt } from './inquiry.entity.js';
import { BrandContactInput, ChristmasActionInput, CooperationInput, DemandInput, HelpInput, InquiryListArgs } from './inquiry.inputs.js';
import * as inquiries from './inquiry.service.js';

@Resolver()
export class InquiryResolver {
  @Public()
  @Mutation(() => InquiryReceipt, { description: 'A question to Lokalno; confirmed to the sender by email.' })
  help(@Ctx() ctx: RequestContext, @Arg('input') input: HelpInput) {
    return inquiries.sendHelp(ctx, input);
  }

  @Public()
  @Mutation(() => InquiryReceipt, { description: 'A request for a custom private tour.' })
  demand(@Ctx() ctx: RequestContext, @Arg('input') input: DemandInput) {
    return inquiries.sendDemand(ctx, input);
  }

  @Public()
  @Mutation(() => InquiryReceipt, { description: 'A sign-up for the Christmas promotion.' })
  christmasAction(@Ctx() ctx: RequestContext, @Arg('input') input: ChristmasActionInput) {
    return inquiries.signUpForChristmasAction(ctx, input);
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => InquiryReceipt, { description: 'A provider asks Lokalno for other services.' })
  cooperation(@Ctx() ctx: RequestContext, @Arg('input') input: CooperationInput) {
    return inquiries.sendCooperation(ctx, input);
  }

  @Public()
  @Mutation(() => InquiryReceipt, { description: "A message to a brand's provider, from its brand page." })
  contactBrand(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('input') input: BrandContactInput) {
    return inquiries.contactBrand(ctx, id, input);
  }

  @Roles('ROLE_ADMIN')
  @Query(() => InquiryPage, { description: 'Inquiries of one kind, newest first.' })
  inquiries(@Ctx() ctx: RequestContext, @Args() args: InquiryListArgs) {
    return inquiries.listInquiries(ctx, args.kind, args);
  }

  @Roles('ROLE_ADMIN')
  @Mutation(() => Inquiry, { description: 'Marks an inquiry handled (or open again).' })
  setInquiryHandled(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('handled') handled: boolean) {
    return inquiries.setInquiryHandled(ctx, id, handled);
  }
}
