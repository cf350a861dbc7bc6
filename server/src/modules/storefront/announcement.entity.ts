// An announcement on the home page: a short text staff write in English and Croatian, with an
// optional link and publish window (days in Europe/Zagreb), shown in the staff's order.
import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@ObjectType({ description: 'A home-page announcement; `title` and `text` are in the language of the request.' })
@Entity('announcement')
export class Announcement {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field({ description: 'Title in the language of the request.' })
  title: string;

  @Field({ description: 'Text in the language of the request.' })
  text: string;

  @Field()
  @Column({ name: 'title_en', type: 'text' })
  titleEn: string;

  @Field()
  @Column({ name: 'title_hr', type: 'text' })
  titleHr: string;

  @Field()
  @Column({ name: 'text_en', type: 'text' })
  textEn: string;

  @Field()
  @Column({ name: 'text_hr', type: 'text' })
  textHr: string;

  @Field(() => String, { nullable: true, description: 'A path on the site (/bozic-akcija) or an https address.' })
  @Column({ type: 'text', nullable: true })
  link: string | null;

  @Field(() => String, { nullable: true, description: 'First day shown (YYYY-MM-DD, Europe/Zagreb); shown at once when empty.' })
  @Column({ name: 'publish_from', type: 'date', nullable: true })
  publishFrom: string | null;

  @Field(() => String, { nullable: true, description: 'Last day shown (YYYY-MM-DD, Europe/Zagreb); shown until removed when empty.' })
  @Column({ name: 'publish_until', type: 'date', nullable: true })
  publishUntil: string | null;

  @Field(() => Int, { description: 'Position in the list, from 0.' })
  @Column({ name: 'sort_order', type: 'int' })
  sortOrder: number;

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
