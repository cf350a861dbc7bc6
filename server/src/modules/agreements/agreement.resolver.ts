// GraphQL operations of the provider's cooperation agreement (the PDF itself is REST: pdfUrl).
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Roles } from '../../shared/access.js';
import { AgreementAcceptanceInput } from './agreement.inputs.js';
import * as agreements from './agreement.service.js';
import { OwnerAgreement } from './agreement.types.js';

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
}
