// Home-page announcements: staff add, change, reorder and remove them on both transports; guests
// read only those inside their publish window, in their language; nobody else may change them.
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';

let app: TestApp;
let staff: string;
let provider: string;
let guest: string;

interface AnnouncementView {
  id: number;
  title: string;
  text: string;
  titleEn: string;
  link: string | null;
  sortOrder: number;
}

const input = (overrides: Record<string, unknown> = {}) => ({
  titleEn: 'Christmas gift',
  titleHr: 'Božićni poklon',
  textEn: '15% off any experience.',
  textHr: '15 % popusta na svako iskustvo.',
  link: '/bozic-akcija',
  ...overrides,
});

/** A day relative to today in Zagreb, YYYY-MM-DD. */
function day(offsetDays: number): string {
  const today = new Date(new Date().toLocaleString('en-US', { timeZone: 'Europe/Zagreb' }));
  today.setDate(today.getDate() + offsetDays);
  return `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
}

async function create(overrides: Record<string, unknown> = {}): Promise<AnnouncementView> {
  const response = await app.request('/api/admin/announcements', { method: 'POST', json: input(overrides), token: staff });
  expect(response.status, response.text).toBe(201);
  return response.body as AnnouncementView;
}

async function published(language = 'en'): Promise<AnnouncementView[]> {
  const response = await app.request('/api/announcements', { headers: { 'accept-language': language } });
  expect(response.status).toBe(200);
  return response.body as AnnouncementView[];
}

beforeAll(async () => {
  app = await startTestApp();
  staff = (await signedIn(app, { roles: ['ROLE_ADMIN'] })).token;
  provider = (await signedIn(app, { roles: ['ROLE_OWNER'] })).token;
  guest = (await signedIn(app, { roles: ['ROLE_CUSTOMER'] })).token;
});

describe('announcements', () => {
  it('shows guests the published ones in order and in their language, not those outside their window', async () => {
    const first = await create({ titleEn: 'First' });
    const later = await create({ titleEn: 'Not yet', publishFrom: day(3) });
    const over = await create({ titleEn: 'Over', publishFrom: day(-10), publishUntil: day(-1) });
    const today = await create({ titleEn: 'Today only', publishFrom: day(0), publishUntil: day(0), link: null });

    expect((await published()).map((a) => a.title)).toEqual(['First', 'Today only']);
    const croatian = await published('hr');
    expect(croatian[0]).toMatchObject({ title: 'Božićni poklon', text: '15 % popusta na svako iskustvo.', link: '/bozic-akcija' });
    expect(croatian[1].link).toBeNull();

    const graphql = await app.graphql<{ announcements: { title: string }[] }>('{ announcements { title } }');
    expect(graphql.data?.announcements.map((a) => a.title)).toEqual(['First', 'Today only']);

    const all = (await app.request('/api/admin/announcements', { token: staff })).body as AnnouncementView[];
    expect(all.map((a) => a.id)).toEqual([first.id, later.id, over.id, today.id]);
    expect(all.map((a) => a.sortOrder)).toEqual([0, 1, 2, 3]);
  });

  it('lets staff change, reorder and remove them over REST and GraphQL', async () => {
    const all = (await app.request('/api/admin/announcements', { token: staff })).body as AnnouncementView[];
    const [first, , , today] = all;

    const updated = await app.request(`/api/admin/announcements/${first.id}`, {
      method: 'PUT',
      json: input({ titleEn: '  Renamed  ' }),
      token: staff,
    });
    expect(updated.body).toMatchObject({ id: first.id, titleEn: 'Renamed' });

    const reordered = await app.request('/api/admin/announcements/order', {
      method: 'PUT',
      json: { ids: [...all].reverse().map((a) => a.id) },
      token: staff,
    });
    expect(reordered.status, reordered.text).toBe(200);
    expect((await published()).map((a) => a.title)).toEqual(['Today only', 'Renamed']);

    const viaGraphql = await app.graphql<{ updateAnnouncement: { titleEn: string } }>(
      'mutation($id: Int!, $input: AnnouncementInput!) { updateAnnouncement(id: $id, input: $input) { titleEn } }',
      { id: today.id, input: input({ titleEn: 'Today, via GraphQL' }) },
      { token: staff },
    );
    expect(viaGraphql.data?.updateAnnouncement.titleEn).toBe('Today, via GraphQL');

    expect((await app.request(`/api/admin/announcements/${today.id}`, { method: 'DELETE', token: staff })).status).toBe(204);
    const deleted = await app.graphql<{ deleteAnnouncement: boolean }>(
      'mutation($id: Int!) { deleteAnnouncement(id: $id) }',
      { id: first.id },
      { token: staff },
    );
    expect(deleted.data?.deleteAnnouncement).toBe(true);
    const left = (await app.request('/api/admin/announcements', { token: staff })).body as AnnouncementView[];
    expect(left.map((a) => a.sortOrder)).toEqual([0, 1]);
    expect((await app.request(`/api/admin/announcements/${first.id}`, { method: 'DELETE', token: staff })).status).toBe(404);
  });

  it('refuses bad input naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ titleEn: '   ' }, 'titleEn'],
      [{ textHr: 'x'.repeat(601) }, 'textHr'],
      [{ link: '//evil.example' }, 'link'],
      [{ link: 'javascript:alert(1)' }, 'link'],
      [{ publishFrom: '2030-02-30' }, 'publishFrom'],
      [{ publishFrom: day(5), publishUntil: day(1) }, 'publishUntil'],
      [{ titleHr: 'a\u0000b' }, 'titleHr'],
    ];
    for (const [overrides, field] of cases) {
      const response = await app.request('/api/admin/announcements', { method: 'POST', json: input(overrides), token: staff });
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(Object.keys((response.body as { fields: object }).fields)).toEqual([field]);
    }
    const incomplete = await app.request('/api/admin/announcements/order', { method: 'PUT', json: { ids: [1] }, token: staff });
    expect(incomplete.status).toBe(400);
    expect(Object.keys((incomplete.body as { fields: object }).fields)).toEqual(['ids']);
  });

  it('keeps the list short', async () => {
    const existing = ((await app.request('/api/admin/announcements', { token: staff })).body as unknown[]).length;
    for (let i = existing; i < 20; i += 1) await create({ titleEn: `Filler ${i}` });
    const refused = await app.request('/api/admin/announcements', { method: 'POST', json: input(), token: staff });
    expect(refused.status).toBe(422);
  });

  it('lets neither providers, guests nor anonymous callers change them', async () => {
    const [one] = (await app.request('/api/admin/announcements', { token: staff })).body as AnnouncementView[];
    for (const token of [provider, guest]) {
      expect((await app.request('/api/admin/announcements', { token })).status).toBe(403);
      expect((await app.request('/api/admin/announcements', { method: 'POST', json: input(), token })).status).toBe(403);
      expect((await app.request(`/api/admin/announcements/${one.id}`, { method: 'PUT', json: input(), token })).status).toBe(403);
      expect((await app.request(`/api/admin/announcements/${one.id}`, { method: 'DELETE', token })).status).toBe(403);
      expect((await app.request('/api/admin/announcements/order', { method: 'PUT', json: { ids: [one.id] }, token })).status).toBe(403);
      for (const mutation of [
        'mutation($input: AnnouncementInput!) { createAnnouncement(input: $input) { id } }',
        `mutation($input: AnnouncementInput!) { updateAnnouncement(id: ${one.id}, input: $input) { id } }`,
      ]) {
        const result = await app.graphql(mutation, { input: input() }, { token });
        expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      }
      const removed = await app.graphql(`mutation { deleteAnnouncement(id: ${one.id}) }`, {}, { token });
      expect(removed.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const all = await app.graphql('{ allAnnouncements { id } }', {}, { token });
      expect(all.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect((await app.request(`/api/admin/announcements/${one.id}`, { method: 'DELETE' })).status).toBe(401);
    const anonymous = await app.graphql(`mutation { deleteAnnouncement(id: ${one.id}) }`);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await app.request('/api/admin/announcements', { token: staff })).body).toContainEqual(expect.objectContaining({ id: one.id }));
  });
});
