// Fills the derived fields of users (full name, photo URL) before they leave the module.
import { fullName, type User } from './user.entity.js';

export function photoUrl(photoName: string | null): string | null {
  return photoName ? `/api/photos/${photoName}` : null;
}

export function presentUser(user: User): User {
  user.name = fullName(user);
  user.photo = photoUrl(user.photoName);
  user.company ??= null;
  return user;
}
