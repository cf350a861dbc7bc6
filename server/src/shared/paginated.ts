// One page of a list as GraphQL and REST answer it: the items and where they lie in the whole list.
// `class ServicePage extends Paginated(PublicService) {}` under its own @ObjectType gives each list
// its named page type (TypeGraphQL's generic-type pattern: the fields live on an abstract class).
import { Field, Int, ObjectType, type ClassType } from 'type-graphql';

export function Paginated<TItem extends object>(item: ClassType<TItem>) {
  @ObjectType()
  abstract class Page {
    @Field(() => [item])
    content: TItem[];

    @Field(() => Int)
    totalElements: number;

    @Field(() => Int)
    totalPages: number;

    @Field(() => Int, { description: 'Zero-based page number.' })
    page: number;

    @Field(() => Int)
    size: number;
  }
  return Page;
}
