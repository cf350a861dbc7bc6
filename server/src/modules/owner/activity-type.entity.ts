// Primary tourism activity types, used for a company's primary activity and a brand's type.
import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@ObjectType({ description: 'A primary tourism activity type, e.g. winery or boat excursions.' })
@Entity('activity_type')
export class ActivityType {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ type: 'text', unique: true })
  slug: string;

  @Field({ description: 'Name in the language of the request.' })
  name: string;

  @Field()
  @Column({ name: 'name_en', type: 'text' })
  nameEn: string;

  @Field()
  @Column({ name: 'name_hr', type: 'text' })
  nameHr: string;
}
