// GraphQL operations of home-page announcements: the public list and the staff's changes.
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Public, Roles } from '../../shared/access.js';
import { Announcement } from './announcement.entity.js';
import { AnnouncementInput, AnnouncementOrderInput } from './announcement.inputs.js';
import * as announcements from './announcement.service.js';

@Resolver()
export class AnnouncementResolver {
  @Public()
  @Query(() => [Announcement], { description: "Announcements published today, in the staff's order." })
  announcements(@Ctx() ctx: RequestContext) {
    return announcements.publishedAnnouncements(ctx);
  }

  @Roles('ROLE_ADMIN')
  @Query(() => [Announcement], { description: 'Staff: every announcement, published or not, in order.' })
  allAnnouncements(@Ctx() ctx: RequestContext) {
    return announcements.allAnnouncements(ctx);
  }

  @Roles('ROLE_ADMIN')
  @Mutation(() => Announcement, { description: 'Staff: adds an announcement at the end of the list.' })
  createAnnouncement(@Ctx() ctx: RequestContext, @Arg('input') input: AnnouncementInput) {
    return announcements.createAnnouncement(ctx, input);
  }

  @Roles('ROLE_ADMIN')
  @Mutation(() => Announcement, { description: 'Staff: changes an announcement.' })
  updateAnnouncement(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number, @Arg('input') input: AnnouncementInput) {
    return announcements.updateAnnouncement(ctx, id, input);
  }

  @Roles('ROLE_ADMIN')
  @Mutation(() => Boolean, { description: 'Staff: removes an announcement.' })
  deleteAnnouncement(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return announcements.deleteAnnouncement(ctx, id);
  }

  @Roles('ROLE_ADMIN')
  @Mutation(() => [Announcement], { description: 'Staff: puts the announcements in a new order (every id once).' })
  reorderAnnouncements(@Ctx() ctx: RequestContext, @Arg('input') input: AnnouncementOrderInput) {
    return announcements.reorderAnnouncements(ctx, input);
  }
}
