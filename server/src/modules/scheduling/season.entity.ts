// When a service runs: seasons (date ranges that never overlap within a service), their working
// times by weekday, booking (start) times and unavailable dates. Times are Europe/Zagreb wall-clock.
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  Exclusion,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import type { Weekday } from '../../../../common/weekdays.js';
import { Service } from '../catalog/service.entity.js';

export { WEEKDAYS, type Weekday } from '../../../../common/weekdays.js';

export enum WeekdayName {
  MONDAY = 'MONDAY',
  TUESDAY = 'TUESDAY',
  WEDNESDAY = 'WEDNESDAY',
  THURSDAY = 'THURSDAY',
  FRIDAY = 'FRIDAY',
  SATURDAY = 'SATURDAY',
  SUNDAY = 'SUNDAY',
}
registerEnumType(WeekdayName, { name: 'Weekday' });

export enum BookingType {
  /** Guests choose one of the season's booking (start) times. */
  START_TIMES = 'START_TIMES',
  /** One departure a day, at the opening of the working time (full-day trips). */
  WHOLE_DAY = 'WHOLE_DAY',
}
registerEnumType(BookingType, {
  name: 'BookingType',
  description: 'START_TIMES: guests pick a booking time; WHOLE_DAY: one start a day at opening time.',
});

@ObjectType({ description: 'Opening hours on some weekdays.' })
@Entity('working_time')
@Index(['seasonId'])
export class WorkingTime {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'season_id', type: 'int' })
  seasonId: number;

  @ManyToOne(() => Season, (season) => season.workingTimes, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'season_id' })
  season?: Relation<Season>;

  @Field(() => Int)
  @Column({ name: 'start_hour', type: 'smallint' })
  startHour: number;

  @Field(() => Int)
  @Column({ name: 'start_minute', type: 'smallint' })
  startMinute: number;

  @Field(() => Int)
  @Column({ name: 'end_hour', type: 'smallint' })
  endHour: number;

  @Field(() => Int)
  @Column({ name: 'end_minute', type: 'smallint' })
  endMinute: number;

  @Field(() => [WeekdayName])
  @Column({ type: 'text', array: true })
  weekdays: Weekday[];
}

@ObjectType({ description: 'A start time guests can book.' })
@Entity('booking_time')
@Index(['seasonId', 'hour', 'minute'], { unique: true })
export class BookingTime {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'season_id', type: 'int' })
  seasonId: number;

  @ManyToOne(() => Season, (season) => season.bookingTimes, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'season_id' })
  season?: Relation<Season>;

  @Field(() => Int)
  @Column({ type: 'smallint' })
  hour: number;

  @Field(() => Int)
  @Column({ type: 'smallint' })
  minute: number;
}

@ObjectType({ description: 'A date the service does not run within a season.' })
@Entity('unavailable_date')
@Index(['seasonId', 'date'], { unique: true })
export class UnavailableDate {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'season_id', type: 'int' })
  seasonId: number;

  @ManyToOne(() => Season, (season) => season.unavailableDates, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'season_id' })
  season?: Relation<Season>;

  @Field({ description: 'YYYY-MM-DD' })
  @Column({ type: 'date' })
  date: string;
}

@ObjectType({ description: 'A season of a service.' })
@Entity('season')
@Index(['serviceId'])
// PostgreSQL itself refuses overlapping seasons of one service (needs the btree_gist extension).
@Exclusion('EXCL_season_no_overlap', `USING gist ("service_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&)`)
export class Season {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Int)
  @Column({ name: 'service_id', type: 'int' })
  serviceId: number;

  @ManyToOne(() => Service, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'service_id' })
  service?: Relation<Service>;

  @Field({ description: 'Seen only by the provider.' })
  @Column({ type: 'text' })
  name: string;

  @Field(() => BookingType)
  @Column({ name: 'booking_type', type: 'text', default: BookingType.START_TIMES })
  bookingType: BookingType;

  @Field({ description: 'First day, YYYY-MM-DD.' })
  @Column({ name: 'start_date', type: 'date' })
  from: string;

  @Field({ description: 'Last day, YYYY-MM-DD (inclusive).' })
  @Column({ name: 'end_date', type: 'date' })
  to: string;

  @Field(() => [WorkingTime])
  @OneToMany(() => WorkingTime, (time) => time.season, { cascade: ['insert'] })
  workingTimes: Relation<WorkingTime>[];

  @Field(() => [BookingTime])
  @OneToMany(() => BookingTime, (time) => time.season, { cascade: ['insert'] })
  bookingTimes: Relation<BookingTime>[];

  @Field(() => [UnavailableDate])
  @OneToMany(() => UnavailableDate, (date) => date.season, { cascade: ['insert'] })
  unavailableDates: Relation<UnavailableDate>[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
