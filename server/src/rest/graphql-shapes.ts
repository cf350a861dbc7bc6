// REST bodies use the GraphQL object types as their shape: a response carries exactly the
// fields of its GraphQL type (nothing internal leaks), and OpenAPI schemas are derived from them.
import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLInputType,
  type GraphQLType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import type { ObjectTypeClass } from './route.js';

export function graphQLTypeName(type: ObjectTypeClass): string {
  const metadata = getMetadataStorage().objectTypes.find((objectType) => objectType.target === type);
  if (!metadata) throw new Error(`${type.name} is not a TypeGraphQL object type`);
  return metadata.name;
}

export function graphQLInputTypeName(type: abstract new (...args: never[]) => object): string {
  const metadata = getMetadataStorage().inputTypes.find((inputType) => inputType.target === type);
  if (!metadata) throw new Error(`${type.name} is not a TypeGraphQL input type`);
  return metadata.name;
}

type Projector = (value: unknown) => unknown;

/** One projector per GraphQL type (wrappers included), built on first use: a list of 20 services walks ~2,500 fields. */
const projectors = new WeakMap<GraphQLOutputType, Projector>();

function projectorOf(type: GraphQLOutputType): Projector {
  let projector = projectors.get(type);
  if (projector) return projector;
  projector = buildProjector(type);
  projectors.set(type, projector);
  return projector;
}

function buildProjector(type: GraphQLOutputType): Projector {
  // Wrappers take their inner projector at once: only an object's fields can lead back to a type being built.
  if (isNonNullType(type)) return projectorOf(type.ofType);
  if (isListType(type)) {
    const item = projectorOf(type.ofType);
    return (value) => (value === null || value === undefined ? null : (value as unknown[]).map((entry) => item(entry)));
  }
  if (isObjectType(type)) {
    // Fields are read on first use, so a type that contains itself does not recurse while building.
    let fields: [string, Projector][] | undefined;
    return (value) => {
      if (value === null || value === undefined) return null;
      fields ??= Object.entries(type.getFields()).map(([name, field]) => [name, projectorOf(field.type)]);
      const source = value as Record<string, unknown>;
      const result: Record<string, unknown> = {};
      // Every field, as GraphQL answers it: a nullable field the source lacks is sent as null.
      for (const [name, project] of fields) result[name] = project(source[name]);
      return result;
    };
  }
  if (isScalarType(type)) return (value) => (value === null || value === undefined ? null : type.serialize(value));
  return (value) => (value === undefined ? null : value);
}

/** Copies exactly the fields the GraphQL type declares, recursively (null where the value has none). */
export function project(value: unknown, type: GraphQLOutputType): unknown {
  return projectorOf(type)(value);
}

const SCALAR_SCHEMAS: Record<string, object> = {
  Int: { type: 'integer' },
  Float: { type: 'number' },
  String: { type: 'string' },
  Boolean: { type: 'boolean' },
  ID: { type: 'string' },
  DateTimeISO: { type: 'string', format: 'date-time' },
  DateTime: { type: 'string', format: 'date-time' },
  LocalDate: { type: 'string', format: 'date' },
};

/** JSON Schema of a GraphQL type; object and input types become `#/components/schemas/...` references. */
export function jsonSchemaOf(
  type: GraphQLOutputType | GraphQLInputType | GraphQLType,
  components: Record<string, object>,
  schema: GraphQLSchema,
): object {
  if (isNonNullType(type)) return jsonSchemaOf(type.ofType, components, schema);
  if (isListType(type)) return { type: 'array', items: jsonSchemaOf(type.ofType, components, schema) };
  if (isScalarType(type)) return SCALAR_SCHEMAS[type.name] ?? { type: 'string', description: type.description ?? type.name };
  if (isEnumType(type)) return { type: 'string', enum: type.getValues().map((value) => value.name) };
  if (isObjectType(type) || isInputObjectType(type)) {
    addComponent(type.name, components, schema);
    return { $ref: `#/components/schemas/${type.name}` };
  }
  return {};
}

/** The fields every page of a list has besides its `content`. */
const PAGE_FIELDS = ['page', 'size', 'totalElements', 'totalPages'];

/**
 * The one generic page shape (`Page` in the document, `Page<T>` on the client): zero-based `page`,
 * `size`, `totalElements`, `totalPages`; each page type adds its `content` items.
 */
const PAGE_SCHEMA = {
  type: 'object',
  description: 'One page of a list: each page type adds `content`, the items of this page.',
  properties: {
    page: { type: 'integer', description: 'Zero-based page number.' },
    size: { type: 'integer', description: 'Items per page asked for.' },
    totalElements: { type: 'integer', description: 'Items in the whole list.' },
    totalPages: { type: 'integer', description: 'Pages in the whole list.' },
  },
  required: PAGE_FIELDS,
};

/** The item type of a page type (`ReservationPage` → `Reservation`): exactly `content: [T!]!` and the page fields. */
function pageItemType(type: GraphQLType): GraphQLType | undefined {
  if (!isObjectType(type)) return undefined;
  const fields = type.getFields();
  const names = Object.keys(fields).sort();
  if (names.join() !== ['content', ...PAGE_FIELDS].sort().join()) return undefined;
  const content = fields.content.type;
  if (!isNonNullType(content) || !isListType(content.ofType) || !isNonNullType(content.ofType.ofType)) return undefined;
  const integers = PAGE_FIELDS.every(
    (name) => isNonNullType(fields[name].type) && (fields[name].type as { ofType: { name: string } }).ofType.name === 'Int',
  );
  return integers ? content.ofType.ofType.ofType : undefined;
}

function addComponent(name: string, components: Record<string, object>, schema: GraphQLSchema): void {
  if (components[name]) return;
  const type = schema.getType(name);
  if (!isObjectType(type) && !isInputObjectType(type)) throw new Error(`${name} is not an object or input type in the schema`);
  components[name] = {}; // placeholder first, so recursive types terminate
  const item = pageItemType(type);
  if (item) {
    components.Page ??= PAGE_SCHEMA;
    const content = { type: 'array', items: jsonSchemaOf(item, components, schema) };
    components[name] = {
      ...(type.description ? { description: type.description } : {}),
      allOf: [{ $ref: '#/components/schemas/Page' }, { type: 'object', properties: { content }, required: ['content'] }],
    };
    return;
  }
  const properties: Record<string, object> = {};
  const required: string[] = [];
  const fields: Record<string, { type: GraphQLType; description?: string | null }> = type.getFields();
  for (const [fieldName, field] of Object.entries(fields)) {
    const fieldSchema = jsonSchemaOf(field.type, components, schema);
    properties[fieldName] = field.description ? { ...fieldSchema, description: field.description } : fieldSchema;
    // An answer carries every field of its type (null when it has no value); an input may leave out its nullable fields.
    if (isNonNullType(field.type) || isObjectType(type)) required.push(fieldName);
    if (!isNonNullType(field.type)) properties[fieldName] = { anyOf: [properties[fieldName], { type: 'null' }] };
  }
  components[name] = {
    type: 'object',
    ...(type.description ? { description: type.description } : {}),
    properties,
    required,
  };
}
