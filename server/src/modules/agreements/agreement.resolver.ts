// GraphQL operations of the providers' and the sales partners' cooperation agreements (the PDF itself is REST: pdfUrl).
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Roles } from '../../shared/access.js';
import { AgreementAcceptanceInput } from './agreement.inputs.js';
import * as agreements from './agreement.service.js';
import { OwnerAgreement, PartnerAgreementView } from './agreement.types.js';
import * as partnerAgreements from './partner-agreement.service.js';

@Resolver()
export class AgreementResolver {
  @Roles('ROLE_OWNER')
  @Query(() => OwnerAgreement, {
    nullable: true,
    description: "The caller's current cooperation agreement; null until a first service is sent for approval.",
  })
  ownerAgreement(@Ctx() ctx: RequestContext) {
    return agreements.findOwnAgreement(ctx);
  }

  @Roles('ROLE_OWNER')
  @Mutation(() => OwnerAgreement, {
    description:
      'Accepts the current cooperation agreement (its version); again changes nothing, another version is a 409 AGREEMENT_OUTDATED.',
  })
  acceptOwnerAgreement(@Ctx() ctx: RequestContext, @Arg('input') input: AgreementAcceptanceInput) {
    return agreements.acceptOwnAgreement(ctx, input.version);
  }

  @Roles('ROLE_PARTNER')
  @Query(() => PartnerAgreementView, {
    nullable: true,
    description:
      "The caller's current partner agreement; null until staff approve the partner. Until it is accepted their links earn nothing.",
  })
  partnerAgreement(@Ctx() ctx: RequestContext) {
    return partnerAgreements.findOwnPartnerAgreement(ctx);
  }

  @Roles('ROLE_PARTNER')
  @Mutation(() => PartnerAgreementView, {
    description: 'Accepts the current partner agreement (its version); again changes nothing, another version is a 409 AGREEMENT_OUTDATED.',
  })
  acceptPartnerAgreement(@Ctx() ctx: RequestContext, @Arg('input') input: AgreementAcceptanceInput) {
    return partnerAgreements.acceptOwnPartnerAgreement(ctx, input.version);
  }
}
