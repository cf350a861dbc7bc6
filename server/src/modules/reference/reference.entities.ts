// Reference data: countries, Croatian tourist regions, categories with tags, amenities,
// spoken languages and payment types. Rows come from seed migrations; `name` is filled in the caller's language.
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryColumn, PrimaryGeneratedColumn, type Relation } from 'typeorm';

@ObjectType({ description: 'An ISO 3166-1 country with its names in English and Croatian.' })
@Entity('country')
export class Country {
  @Field({ description: 'ISO 3166-1 alpha-2 code, e.g. HR.' })
  @PrimaryColumn({ type: 'char', length: 2 })
  code: string;

  @Field({ description: 'Name in the language of the request.' })
  name: string;

  @Field()
  @Column({ name: 'name_en', type: 'text' })
  nameEn: string;

  @Field()
  @Column({ name: 'name_hr', type: 'text' })
  nameHr: string;

  @Field(() => String, { nullable: true, description: 'International calling code without +, e.g. 385.' })
  @Column({ name: 'calling_code', type: 'text', nullable: true })
  callingCode: string | null;
}

@ObjectType({ description: 'A Croatian tourist region.' })
@Entity('region')
export class Region {
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

  @Field(() => Int)
  @Column({ name: 'sort_order', type: 'int' })
  sortOrder: number;
}

@ObjectType({ description: 'A tag that narrows a category, e.g. "wine tasting" under drink.' })
@Entity('tag')
@Index(['categoryId', 'slug'], { unique: true })
export class Tag {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Int)
  @Column({ name: 'category_id', type: 'int' })
  categoryId: number;

  @ManyToOne(() => Category, (category) => category.tags, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'category_id' })
  category?: Relation<Category>;

  @Field()
  @Column({ type: 'text' })
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

@ObjectType({ description: 'An experience category: food, drink, culture, nature and more.' })
@Entity('category')
export class Category {
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

  @Field(() => Int)
  @Column({ name: 'sort_order', type: 'int' })
  sortOrder: number;

  @Field(() => [Tag])
  @OneToMany(() => Tag, (tag) => tag.category)
  tags: Relation<Tag>[];
}

@ObjectType({ description: 'Something a service offers on site, e.g. parking or toilets.' })
@Entity('amenity')
export class Amenity {
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

@ObjectType({ description: 'A language a provider can run a service in.' })
@Entity('language')
export class Language {
  @Field({ description: 'ISO 639-1 code, e.g. hr.' })
  @PrimaryColumn({ type: 'varchar', length: 3 })
  code: string;

  @Field({ description: 'Name in the language of the request.' })
  name: string;

  @Field()
  @Column({ name: 'name_en', type: 'text' })
  nameEn: string;

  @Field()
  @Column({ name: 'name_hr', type: 'text' })
  nameHr: string;

  @Field({ description: 'The language\'s name in itself, e.g. "Deutsch".' })
  @Column({ name: 'native_name', type: 'text' })
  nativeName: string;
}

@ObjectType({ description: 'A way a guest can pay, e.g. a card brand.' })
@Entity('payment_type')
export class PaymentType {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ type: 'text', unique: true })
  code: string;

  @Field({ description: 'Name in the language of the request.' })
  name: string;

  @Field()
  @Column({ name: 'name_en', type: 'text' })
  nameEn: string;

  @Field()
  @Column({ name: 'name_hr', type: 'text' })
  nameHr: string;
}

@ObjectType({ description: 'An example phone number of a country, from libphonenumber-js.' })
export class PhoneExample {
  @Field({ description: 'ISO 3166-1 alpha-2 country code.' })
  country: string;

  @Field({ description: 'Calling code without +.' })
  callingCode: string;

  @Field({ description: 'The example in national format.' })
  national: string;

  @Field({ description: 'The example in international format.' })
  international: string;
}

@ObjectType({ description: 'A country and its international calling code.' })
export class CallingCode {
  @Field()
  country: string;

  @Field()
  callingCode: string;
}

@ObjectType({ description: 'The value of one unit of a currency in HRK (HNB middle rate; EUR is fixed at 7.5345).' })
export class ExchangeRate {
  @Field()
  currency: string;

  @Field(() => Float)
  rate: number;
}
