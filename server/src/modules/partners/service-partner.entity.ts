// The partners a provider chose for an exclusive service: guests arriving through one of their
// links (and those partners, signed in) may see and book it (catalog/service-visibility.ts).
import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Service } from '../catalog/service.entity.js';
import { Partner } from './partner.entity.js';

@Entity('service_partner')
export class ServicePartner {
  @PrimaryColumn({ name: 'service_id', type: 'int' })
  serviceId: number;

  @ManyToOne(() => Service, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'service_id' })
  service?: Relation<Service>;

  @Index('service_partner_partner')
  @PrimaryColumn({ name: 'partner_id', type: 'int' })
  partnerId: number;

  @ManyToOne(() => Partner, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'partner_id' })
  partner?: Relation<Partner>;
}
