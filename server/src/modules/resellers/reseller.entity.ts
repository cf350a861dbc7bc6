// Resellers (issue 25): OTAs, hotel desks and tour sellers who sell Lokalno's services through the
// OCTO supplier API (resellers/octo/). Staff create a reseller and the providers it may sell
// (reseller_provider); a provider can refuse it there. Each reseller–provider pair has one live API
// key (reseller_key, stored as a SHA-256 hash). A provider can switch a service off for a reseller
// (reseller_service_exclusion). The reseller pays the net amount (retail − commission_bp), recorded
// on its append-only ledger (reseller-ledger.entity.ts).
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { User } from '../accounts/user.entity.js';
import { Service } from '../catalog/service.entity.js';
import { Company } from '../owner/company.entity.js';
import { Partner } from '../partners/partner.entity.js';

@Entity('reseller')
@Check('CHK_reseller_commission', '"commission_bp" BETWEEN 0 AND 10000')
@Index('UQ_reseller_name', ['name'], { unique: true })
export class Reseller {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  name: string;

  @Column({ name: 'contact_name', type: 'text', nullable: true })
  contactName: string | null;

  @Column({ name: 'contact_email', type: 'text' })
  contactEmail: string;

  /** The reseller's commission in basis points of the retail price (1500 = 15 %): net = retail − commission. */
  @Column({ name: 'commission_bp', type: 'int' })
  commissionBp: number;

  /** The sales partner this reseller is, when it is one: it may then sell the exclusive services that chose that partner. */
  @Column({ name: 'partner_id', type: 'int', nullable: true })
  partnerId: number | null;

  @ManyToOne(() => Partner, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'partner_id' })
  partner?: Relation<Partner>;

  /** Set when staff switch the reseller off: its keys answer 403, its bookings stay. */
  @Column({ name: 'deactivated_at', type: 'timestamptz', nullable: true })
  deactivatedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A provider (company) a reseller may sell, chosen by staff; the provider may refuse it (refused_at). */
@Entity('reseller_provider')
@Index('IDX_reseller_provider_company', ['companyId'])
export class ResellerProvider {
  @PrimaryColumn({ name: 'reseller_id', type: 'int' })
  resellerId: number;

  @ManyToOne(() => Reseller, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reseller_id' })
  reseller?: Relation<Reseller>;

  @PrimaryColumn({ name: 'company_id', type: 'int' })
  companyId: number;

  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Relation<Company>;

  @Column({ name: 'refused_at', type: 'timestamptz', nullable: true })
  refusedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** An API key of one reseller–provider pair: shown once, stored as the SHA-256 hex of the key. */
@Entity('reseller_key')
@Index('UQ_reseller_key_hash', ['keyHash'], { unique: true })
@Index('UQ_reseller_key_live', ['resellerId', 'companyId'], { unique: true, where: '"revoked_at" IS NULL' })
export class ResellerKey {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'reseller_id', type: 'int' })
  resellerId: number;

  @ManyToOne(() => Reseller, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reseller_id' })
  reseller?: Relation<Reseller>;

  @Column({ name: 'company_id', type: 'int' })
  companyId: number;

  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Relation<Company>;

  @Column({ name: 'key_hash', type: 'text' })
  keyHash: string;

  /** The key's first characters, to tell keys apart in lists. */
  @Column({ name: 'key_prefix', type: 'text' })
  keyPrefix: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'created_by', type: 'int', nullable: true })
  createdBy: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  createdByUser?: Relation<User>;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;
}

/** A service its provider does not let this reseller sell. */
@Entity('reseller_service_exclusion')
export class ResellerServiceExclusion {
  @PrimaryColumn({ name: 'reseller_id', type: 'int' })
  resellerId: number;

  @ManyToOne(() => Reseller, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reseller_id' })
  reseller?: Relation<Reseller>;

  @Index('IDX_reseller_service_exclusion_service')
  @PrimaryColumn({ name: 'service_id', type: 'int' })
  serviceId: number;

  @ManyToOne(() => Service, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'service_id' })
  service?: Relation<Service>;
}

/** A webhook a reseller key registered (OCTO octo/webhooks): booking_update or availability_update sent to `url`. */
@Entity('reseller_webhook')
@Index('IDX_reseller_webhook_key', ['keyId'])
@Check('CHK_reseller_webhook_event', `"event" IN ('booking_update', 'availability_update')`)
export class ResellerWebhook {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'key_id', type: 'int' })
  keyId: number;

  @ManyToOne(() => ResellerKey, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'key_id' })
  key?: Relation<ResellerKey>;

  @Column({ type: 'text' })
  event: string;

  @Column({ type: 'text' })
  url: string;

  /** Extra headers the reseller asked to receive (OCTO `headers`), a small object of strings. */
  @Column({ type: 'jsonb', default: {} })
  headers: Record<string, string>;

  @Column({ name: 'retry_on_error', type: 'boolean', default: true })
  retryOnError: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
