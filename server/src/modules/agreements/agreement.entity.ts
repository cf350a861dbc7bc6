// A cooperation agreement Lokalno offers a business: a provider's company (PROVIDER) or an
// accommodation partner (PARTNER). One row per subject and version: the terms as they were
// offered (a snapshot, so the document reads the same whenever it is downloaded), when it was
// offered and emailed, and who accepted it when (the user id, and the hash of the document they saw).
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { Locale } from '../../shared/i18n/index.js';
import { User } from '../accounts/user.entity.js';
import { Company } from '../owner/company.entity.js';

export enum AgreementKind {
  PROVIDER = 'PROVIDER',
  PARTNER = 'PARTNER',
}

/** What the document states, copied from the subject and the platform's terms when it was offered. */
export interface AgreementTerms {
  legalName: string;
  vatNumber: string;
  address: string;
  zipCode: string;
  town: string;
  country: string;
  iban: string;
  /** The platform's commission in percent (15) and the VAT on it (25). */
  commissionPercent: number;
  commissionVatPercent: number;
  /** Payouts: the day of the month after the experience by which the provider's share is paid. */
  payoutDay: number;
}

/** A partner's agreement: their share of the commission, the attribution window and payouts. */
export interface PartnerAgreementTerms {
  legalName: string;
  /** The partner's OIB. */
  vatNumber: string;
  iban: string;
  contactName: string;
  /** The platform's commission in percent of the booking (15). */
  commissionPercent: number;
  /** The partner's share of that commission, in basis points (5000: half). */
  shareBp: number;
  /** How long a visit through the partner's link attributes bookings (REFERRAL_WINDOW_DAYS). */
  attributionWindowDays: number;
  /** Statements are paid by this day of the month after the statement's month. */
  payoutDay: number;
}

@Entity('agreement')
@Check(
  'CHK_agreement_subject',
  `("kind" = 'PROVIDER' AND "company_id" IS NOT NULL AND "partner_id" IS NULL) OR ("kind" = 'PARTNER' AND "partner_id" IS NOT NULL AND "company_id" IS NULL)`,
)
@Index('UQ_agreement_company_version', ['companyId', 'version'], { unique: true, where: '"company_id" IS NOT NULL' })
@Index('UQ_agreement_partner_version', ['partnerId', 'version'], { unique: true, where: '"partner_id" IS NOT NULL' })
export class Agreement {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  kind: AgreementKind;

  /** PROVIDER: the company it binds. */
  @Column({ name: 'company_id', type: 'int', nullable: true })
  companyId: number | null;

  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Relation<Company>;

  /** PARTNER: the partner it binds. */
  @Column({ name: 'partner_id', type: 'int', nullable: true })
  partnerId: number | null;

  // Named by its entity name, not imported: partners sits above agreements (conventions.md), and
  // the foreign key is the database's business only.
  @ManyToOne('Partner', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'partner_id' })
  partner?: unknown;

  /** The version of the agreement's text (agreement-terms.ts). */
  @Column({ type: 'int' })
  version: number;

  /** The language of the document: the subject's account language when it was offered. */
  @Column({ type: 'text' })
  language: Locale;

  /** AgreementTerms for PROVIDER, PartnerAgreementTerms for PARTNER. */
  @Column({ type: 'jsonb' })
  terms: AgreementTerms | PartnerAgreementTerms;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** When the email with the document went out. */
  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Column({ name: 'accepted_at', type: 'timestamptz', nullable: true })
  acceptedAt: Date | null;

  /** The user who accepted it (no other personal data is kept: no address, no device). */
  @Column({ name: 'accepted_by', type: 'int', nullable: true })
  acceptedBy: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'accepted_by' })
  acceptedByUser?: Relation<User>;

  /** SHA-256 (hex) of the PDF as it was offered for download when accepted. */
  @Column({ name: 'accepted_document_sha256', type: 'text', nullable: true })
  acceptedDocumentSha256: string | null;
}
