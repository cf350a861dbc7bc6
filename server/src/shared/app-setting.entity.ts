// Settings the application generates for itself once and shares between instances
// (e.g. the token signing key when JWT_SECRET is not configured).
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('app_setting')
export class AppSetting {
  @PrimaryColumn({ type: 'text' })
  key: string;

  @Column({ type: 'text' })
  value: string;
}
