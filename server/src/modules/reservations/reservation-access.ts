// Who may act on a reservation, and the notes they may write: shared by the reservation's state
// moves (reservation.service) and its change proposals (reservation-change.service).
import type { RequestContext } from '../../context.js';
import { invalidInput, notFound } from '../../shared/errors.js';
import { isCleanText } from '../../shared/text.js';
import { Company } from '../owner/company.entity.js';
import type { Reservation } from './reservation.entity.js';

export const MAX_NOTE_LENGTH = 2000;

/** Who may move a reservation: its provider (own company), its guest (own account), or a caller that authorised already (the sweep, a signed guest link). */
export type Actor = 'provider' | 'guest' | 'authorised';

/** Another's reservation is a 404, whoever asks. */
export async function assertActor(tx: RequestContext, reservation: Pick<Reservation, 'userId' | 'companyId'>, actor: Actor): Promise<void> {
  if (actor === 'authorised') return;
  const userId = tx.user?.id;
  if (userId === undefined) throw notFound();
  if (actor === 'guest') {
    if (reservation.userId !== userId) throw notFound();
    return;
  }
  const company = await tx.manager.findOne(Company, { where: { id: reservation.companyId }, select: { id: true, ownerId: true } });
  if (company?.ownerId !== userId) throw notFound();
}

/** A note trimmed (blank: null), refused with NUL or broken Unicode or when too long, naming `field`. */
export function checkNote(field: string, note: string | null | undefined): string | null {
  const text = note?.trim() || null;
  if (text === null) return null;
  if (!isCleanText(text)) throw invalidInput({ [field]: { id: 'validation.badText' } });
  if (text.length > MAX_NOTE_LENGTH) throw invalidInput({ [field]: { id: 'reservation.note', values: { max: MAX_NOTE_LENGTH } } });
  return text;
}
