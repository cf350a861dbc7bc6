// Photos of a provider's service: upload (re-encoded), cover photo, descriptions, removal.
// A photo added to a live service waits for staff with the service's revision; removing a photo or
// choosing another approved cover applies at once.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { RequestContext } from '../../context.js';
import { DomainError, invalidInput, notFound } from '../../shared/errors.js';
import { NotAnImageError, reencodeImage } from '../../shared/images.js';
import { inTransaction } from '../../shared/transaction.js';
import type { PhotoDescriptionInput } from './catalog.inputs.js';
import { ownService } from './ownership.js';
import { Photo, PhotoReviewState } from './photo.entity.js';
import { photosChanged } from './service-revision.service.js';
import { Service, ServiceStatus } from './service.entity.js';

export const MAX_SERVICE_PHOTO_BYTES = 10 * 1024 * 1024;
const MAX_PHOTOS = 50;
export const invalidPhoto = () => invalidInput({ photo: { id: 'catalog.invalidPhoto' } });

export async function listPhotos(ctx: RequestContext, serviceId: number): Promise<Photo[]> {
  const service = await ownService(ctx, serviceId);
  return ctx.manager.find(Photo, { where: { serviceId: service.id }, order: { primary: 'DESC', sortOrder: 'ASC', id: 'ASC' } });
}

/** Stores the re-encoded image; the first photo of a service becomes its cover. On a live service it waits for staff. */
export async function uploadPhoto(ctx: RequestContext, serviceId: number, data: Buffer | undefined, description = ''): Promise<Photo> {
  const service = await ownService(ctx, serviceId);
  if (!data || data.length === 0 || data.length > MAX_SERVICE_PHOTO_BYTES) throw invalidPhoto();
  let encoded: Buffer;
  try {
    encoded = await reencodeImage(data, { maxSide: 2560 });
  } catch (error) {
    if (error instanceof NotAnImageError) throw invalidPhoto();
    throw error;
  }
  const { width = 0, height = 0 } = await sharp(encoded).metadata();
  const name = `photo-${randomUUID()}.webp`;
  await ctx.storage.save(name, encoded);
  try {
    return await inTransaction(ctx, async (tx) => {
      const locked = await lockService(tx, service.id);
      const count = await tx.manager.countBy(Photo, { serviceId: service.id });
      if (count >= MAX_PHOTOS) throw new DomainError('UNPROCESSABLE', { id: 'catalog.tooManyPhotos' });
      const live = locked.status === ServiceStatus.APPROVED;
      const photo = await tx.manager.save(
        tx.manager.create(Photo, {
          serviceId: service.id,
          name,
          description: description.trim(),
          width,
          height,
          sortOrder: count,
          primary: count === 0 && !live,
          reviewState: live ? PhotoReviewState.PENDING : PhotoReviewState.APPROVED,
        }),
      );
      if (live) await photosChanged(tx, locked);
      return photo;
    });
  } catch (error) {
    await ctx.storage.remove(name);
    throw error;
  }
}

/** The service row, locked: photo changes of a live service and staff decisions take turns. */
function lockService(tx: RequestContext, serviceId: number): Promise<Service> {
  return tx.manager.findOneOrFail(Service, { where: { id: serviceId }, lock: { mode: 'pessimistic_write' } });
}

async function ownPhoto(ctx: RequestContext, serviceId: number, photoName: string): Promise<Photo> {
  const service = await ownService(ctx, serviceId);
  const photo = await ctx.manager.findOneBy(Photo, { serviceId: service.id, name: photoName });
  if (!photo) throw notFound();
  return photo;
}

/** Guests see the cover, so only a photo staff have seen can be it. */
export async function markPrimary(ctx: RequestContext, serviceId: number, photoName: string): Promise<Photo[]> {
  const photo = await ownPhoto(ctx, serviceId, photoName);
  if (photo.reviewState !== PhotoReviewState.APPROVED) throw new DomainError('UNPROCESSABLE', { id: 'catalog.photoNotReviewed' });
  await inTransaction(ctx, async (tx) => {
    await tx.manager.update(Photo, { serviceId: photo.serviceId, primary: true }, { primary: false });
    await tx.manager.update(Photo, { id: photo.id }, { primary: true });
  });
  return listPhotos(ctx, serviceId);
}

export async function describePhoto(ctx: RequestContext, serviceId: number, input: PhotoDescriptionInput): Promise<Photo> {
  const photo = await ownPhoto(ctx, serviceId, input.photoName);
  photo.description = input.description.trim();
  return ctx.manager.save(photo);
}

/** Removing the cover makes the next approved photo the cover. */
export async function deletePhoto(ctx: RequestContext, serviceId: number, photoName: string): Promise<void> {
  const photo = await ownPhoto(ctx, serviceId, photoName);
  await inTransaction(ctx, async (tx) => {
    const service = await lockService(tx, photo.serviceId);
    await tx.manager.delete(Photo, { id: photo.id });
    if (photo.primary) {
      const next = await tx.manager.findOne(Photo, {
        where: { serviceId: photo.serviceId, reviewState: PhotoReviewState.APPROVED },
        order: { sortOrder: 'ASC', id: 'ASC' },
      });
      if (next) await tx.manager.update(Photo, { id: next.id }, { primary: true });
    }
    if (service.status === ServiceStatus.APPROVED && photo.reviewState === PhotoReviewState.PENDING) await photosChanged(tx, service);
  });
  await ctx.storage.remove(photo.name);
}
