// A person with an account: guest (customer), provider (owner), accommodation partner or staff.
// A user may hold several roles. The password hash never leaves this module.
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { ROLES, type Role } from '../../shared/roles.js';
import type { Locale } from '../../shared/i18n/index.js';

export enum UserStatus {
  /** Registered; the emailed activation link has not been followed yet. */
  PENDING_ACTIVATION = 'PENDING_ACTIVATION',
  ACTIVE = 'ACTIVE',
  /** The customer chose "forget me": data hidden, login refused until staff reactivate. */
  DEACTIVATED = 'DEACTIVATED',
}
registerEnumType(UserStatus, { name: 'UserStatus' });

export enum RoleName {
  ROLE_CUSTOMER = 'ROLE_CUSTOMER',
  ROLE_OWNER = 'ROLE_OWNER',
  ROLE_PARTNER = 'ROLE_PARTNER',
  ROLE_ADMIN = 'ROLE_ADMIN',
}
registerEnumType(RoleName, {
  name: 'Role',
  description: 'ROLE_CUSTOMER guest, ROLE_OWNER provider, ROLE_PARTNER accommodation partner, ROLE_ADMIN staff.',
});

@ObjectType({ description: 'A signed-in user as the account screens see it.' })
@Entity('user_account')
export class User {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ type: 'text', unique: true })
  email: string;

  @Column({ name: 'password_hash', type: 'text', nullable: true })
  passwordHash: string | null;

  @Field()
  @Column({ name: 'first_name', type: 'text' })
  firstName: string;

  @Field()
  @Column({ name: 'last_name', type: 'text' })
  lastName: string;

  @Field(() => [RoleName])
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  roles: Role[];

  @Field(() => UserStatus)
  @Column({ type: 'text', default: UserStatus.PENDING_ACTIVATION })
  status: UserStatus;

  @Field(() => String, { nullable: true, description: 'ISO 3166-1 alpha-2 country code.' })
  @Column({ type: 'char', length: 2, nullable: true })
  country: string | null;

  @Field(() => String, { nullable: true, description: 'Date of birth as YYYY-MM-DD.' })
  @Column({ name: 'date_of_birth', type: 'date', nullable: true })
  dateOfBirth: string | null;

  @Field(() => String, { nullable: true, description: 'Phone number in international (E.164) form, e.g. +385911234567.' })
  @Column({ type: 'text', nullable: true })
  phone: string | null;

  @Column({ name: 'photo_name', type: 'text', nullable: true })
  photoName: string | null;

  @Field(() => String, { nullable: true, description: 'Profile photo URL served by the image service.' })
  photo: string | null;

  @Field({ description: 'First and last name.' })
  name: string;

  @Field(() => CompanySummary, { nullable: true, description: "The provider's business entity, once registered." })
  company: CompanySummary | null;

  @Field(() => String, { description: 'Interface and email language: en or hr.' })
  @Column({ type: 'varchar', length: 2, default: 'en' })
  language: Locale;

  @Field({ description: 'Agreed to receive the newsletter.' })
  @Column({ type: 'boolean', default: false })
  newsletter: boolean;

  @Column({ name: 'terms_accepted_at', type: 'timestamptz', nullable: true })
  termsAcceptedAt: Date | null;

  @Column({ name: 'activated_at', type: 'timestamptz', nullable: true })
  activatedAt: Date | null;

  @Column({ name: 'deactivated_at', type: 'timestamptz', nullable: true })
  deactivatedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

export function fullName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

@ObjectType({ description: 'The business entity a provider signed in with, if any.' })
export class CompanySummary {
  @Field(() => Int)
  id: number;

  @Field()
  name: string;
}

@ObjectType({ description: 'A token and the user it belongs to, as returned by login, refresh and OAuth.' })
export class AuthPayload {
  @Field({ description: 'Access token; send it as `Authorization: Bearer <token>`.' })
  token: string;

  @Field(() => User)
  user: User;
}
