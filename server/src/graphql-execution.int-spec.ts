// /graphql compiles a query it sees again (graphql-jit) and runs it as that compiled function: the
// answers, the errors and the authorisation are the ones graphql-js gives the first time.
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../test/accounts.js';
import { startTestApp, type TestApp } from '../test/app.js';
import { approvedService, providerWithBrand } from '../test/catalog.js';

let app: TestApp;
let owner: { token: string; brandId: number };
let otherOwner: { token: string; brandId: number };
const logLines: { msg: string; operationName?: string | null }[] = [];

beforeAll(async () => {
  app = await startTestApp({ log: { destination: { write: (line: string) => void logLines.push(JSON.parse(line)) }, level: 'debug' } });
  const staff = await signedIn(app, { roles: ['ROLE_ADMIN'] });
  owner = await providerWithBrand(app);
  otherOwner = await providerWithBrand(app);
  for (let i = 0; i < 3; i += 1)
    await approvedService(app, owner, staff.token, { title: `Compiled ${i}`, tagIds: [1, 2], amenityIds: [1] });
}, 120_000);

const compiledLines = (operationName: string) =>
  logLines.filter((line) => line.msg === 'graphql query compiled' && line.operationName === operationName);

async function post(query: string, variables: Record<string, unknown>, token?: string) {
  const response = await app.request('/graphql', { method: 'POST', json: { query, variables }, token });
  return { status: response.status, text: response.text };
}

const LIST = `query CompiledList($page: Int, $size: Int) { services(page: $page, size: $size) {
  totalElements totalPages page size
  content {
    serviceId title categoryName tags description includedInTheService amenities spLanguages remark lastModified regionSlug bookable
    priceFrom priceFromType priceFromGroupNumber brandName
    conditions { minPeople maxPeople advance cancellation cancellationPolicy maxResponseTime }
    primaryPhoto { name url width height primary }
    location { address latitude longitude arrivalInstructions }
    nearByLocations { place km }
    offers { id name groupNumber priceCents discountPriceCents initPrice calculatedPrice priceType { value } duration { days hours minutes } }
  } } }`;

describe('a query sent again', () => {
  it('is compiled once, and answers exactly as graphql-js did the first time', async () => {
    const first = await post(LIST, { page: 0, size: 20 });
    expect(compiledLines('CompiledList')).toHaveLength(0);
    const second = await post(LIST, { page: 0, size: 20 });
    const third = await post(LIST, { page: 0, size: 20 });
    expect(compiledLines('CompiledList')).toHaveLength(1);

    expect(first.status).toBe(200);
    const body = JSON.parse(first.text) as {
      data: { services: { totalElements: number; content: { title: string; offers: unknown[] }[] } };
    };
    expect(body.data.services.totalElements).toBe(3);
    expect(body.data.services.content.map((service) => service.title)).toEqual(['Compiled 0', 'Compiled 1', 'Compiled 2']);
    expect(body.data.services.content[0].offers.length).toBeGreaterThan(0);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
  });

  it('refuses a size out of range with the same error, compiled or not', async () => {
    const sizeQuery = 'query SizeOnly($size: Int) { services(size: $size) { size } }';
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await post(sizeQuery, { size: 101 }));
    expect(compiledLines('SizeOnly')).toHaveLength(1);
    const body = JSON.parse(answers[0].text) as {
      data: unknown;
      errors: { message: string; path: string[]; extensions: Record<string, unknown> }[];
    };
    expect(body.data).toBeNull();
    expect(body.errors[0]).toMatchObject({
      message: 'The value must be at most 100.',
      path: ['services'],
      extensions: { code: 'BAD_USER_INPUT', fields: { size: 'The value must be at most 100.' } },
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('refuses variables that do not fit the operation with a 400 naming the variable, compiled or not', async () => {
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await post(LIST, { page: 'x', size: 20 }));
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.text)).toEqual({
        errors: [
          {
            message: 'Variable "$page" got invalid value "x"; Int cannot represent non-integer value: "x"',
            locations: [{ line: 1, column: 20 }],
            extensions: { code: 'BAD_USER_INPUT' },
          },
        ],
      });
    }
  });

  it("keeps each owner to their own brand: another owner's brand is not found, compiled or not", async () => {
    const myBrand = 'query MyBrand($id: Int!) { myBrand(id: $id) { id name } }';
    for (let i = 0; i < 3; i += 1) {
      const own = JSON.parse((await post(myBrand, { id: owner.brandId }, owner.token)).text) as { data: { myBrand: { id: number } } };
      expect(own.data.myBrand.id).toBe(owner.brandId);
      const other = JSON.parse((await post(myBrand, { id: owner.brandId }, otherOwner.token)).text) as {
        data: unknown;
        errors: { extensions: { code: string } }[];
      };
      expect(other.data).toBeNull();
      expect(other.errors[0].extensions.code).toBe('NOT_FOUND');
      const anonymous = JSON.parse((await post(myBrand, { id: owner.brandId })).text) as { errors: { extensions: { code: string } }[] };
      expect(anonymous.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    expect(compiledLines('MyBrand')).toHaveLength(1);
  });

  it('never compiles a mutation', async () => {
    const mutation = 'mutation DeleteBrand($id: Int!) { deleteBrand(id: $id) }';
    for (let i = 0; i < 3; i += 1) await post(mutation, { id: 0 }, otherOwner.token);
    expect(logLines.some((line) => line.operationName === 'DeleteBrand' && line.msg.startsWith('graphql query'))).toBe(false);
  });
});
