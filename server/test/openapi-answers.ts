// Checks real answers of the REST facade against the OpenAPI document the server publishes: each
// JSON body must match the schema its operation and status declare (the client's types are
// generated from those schemas, so this is what keeps them true).
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { TestResponse } from './app.js';

interface DocumentedResponse {
  $ref?: string;
  content?: Record<string, { schema: object }>;
}

interface Document {
  paths: Record<string, Record<string, { responses: Record<string, DocumentedResponse> }>>;
  components: { responses: Record<string, DocumentedResponse> };
}

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

export class AnswerChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  private readonly validators = new Map<string, ValidateFunction>();
  /** The operations whose answers were checked, as `GET /api/...` with the path template. */
  readonly checked = new Set<string>();

  constructor(private readonly document: Document) {
    this.ajv.addSchema({ ...document, $id: 'openapi' });
  }

  /** The path template of a concrete path; a static segment wins over a parameter (`/owner/brands/types`). */
  templateOf(method: string, path: string): string {
    const bare = path.split('?')[0];
    const candidates = Object.keys(this.document.paths).filter((template) => {
      if (!this.document.paths[template][method.toLowerCase()]) return false;
      return new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`).test(bare);
    });
    const [template] = candidates.sort((a, b) => a.split('{').length - b.split('{').length);
    if (!template) throw new Error(`${method} ${bare} is not in the OpenAPI document`);
    return template;
  }

  /** Fails when the answer's status is not documented or its JSON body does not match the documented schema. */
  check(method: string, path: string, response: TestResponse): void {
    const template = this.templateOf(method, path);
    const listed = this.document.paths[template][method.toLowerCase()].responses[String(response.status)];
    if (!listed)
      throw new Error(`${method} ${path} answered ${response.status}, which the document does not list: ${response.text.slice(0, 300)}`);
    // Error answers refer to `#/components/responses/<name>`.
    const documented = listed.$ref ? this.document.components.responses[listed.$ref.split('/').pop()!] : listed;
    const schema = documented.content?.['application/json'];
    if (!schema) {
      if (response.text !== '' && response.headers.get('content-type')?.includes('json'))
        throw new Error(`${method} ${path} answered JSON where the document declares none`);
      this.checked.add(`${method} ${template}`);
      return;
    }
    const key = `${template} ${method} ${response.status}`;
    let validate = this.validators.get(key);
    if (!validate) {
      const at = listed.$ref
        ? ['components', 'responses', listed.$ref.split('/').pop()!]
        : ['paths', template, method.toLowerCase(), 'responses', String(response.status)];
      const ref = `openapi#/${pointer(...at, 'content', 'application/json', 'schema')}`;
      validate = this.ajv.compile({ $ref: ref });
      this.validators.set(key, validate);
    }
    if (!validate(response.body)) {
      const problems = (validate.errors ?? [])
        .slice(0, 8)
        .map((error) => `${error.instancePath || '/'} ${error.message}`)
        .join('; ');
      throw new Error(`${method} ${path} (${template}, ${response.status}) does not match the document: ${problems}`);
    }
    this.checked.add(`${method} ${template}`);
  }
}
