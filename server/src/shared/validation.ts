// Input validation shared by both transports: class-validator input classes (the same classes
// TypeGraphQL validates) turned into per-field messages of the one error model.
import { plainToInstance } from 'class-transformer';
import {
  validate,
  Validate,
  ValidateIf,
  ValidatorConstraint,
  type ValidationArguments,
  type ValidationError,
  type ValidationOptions,
  type ValidatorConstraintInterface,
} from 'class-validator';
import type { ResolverData } from 'type-graphql';
import { phoneProblem } from '../../../common/phone.js';
import { DomainError, invalidInput, type FieldMessages } from './errors.js';
import type { Message } from './i18n/index.js';
import { MAX_ID, MAX_JSON_DEPTH } from './limits.js';
import { isCleanText, isSaneDate } from './text.js';

/**
 * Decorator options whose message is a translation id, e.g.
 * `@IsNotEmpty(message('validation.required', { label: { id: 'label.email' } }))`.
 */
export function message(id: string, values?: Message['values']) {
  return { message: id, context: { values } };
}

/** A missing value reports "Please enter …" before any format rule. */
const FIRST = ['isDefined', 'isNotEmpty', 'isString'];

/** "Please enter {label}." with a label from the message catalogue. */
export function required(label: string) {
  return message('validation.required', { label: { id: label } });
}

/** The phone rule of common/phone.ts; its one constraint argument says whether the phone is required. */
@ValidatorConstraint({ name: 'phoneNumber' })
class PhoneNumberRule implements ValidatorConstraintInterface {
  validate(value: unknown, args: ValidationArguments): boolean {
    return phoneProblem(value, { required: args.constraints[0] === true }) === null;
  }
}

/**
 * A phone number by the shared rule (a number without its calling code is Croatian): "Please enter
 * your contact number." when a required one is left out, `validation.phone` when it is no number.
 * An optional phone may be null, left out or blank; services store `toE164` of it.
 */
export function IsPhone({ required: isRequired }: { required: boolean }) {
  return Validate(PhoneNumberRule, [isRequired], {
    message: (args: ValidationArguments) =>
      phoneProblem(args.value, { required: isRequired }) === 'REQUIRED' ? 'validation.required' : 'validation.phone',
    context: { values: { label: { id: 'label.contactNumber' } } },
  });
}

/** May be left out, but not sent as null (unlike @IsOptional): for fields the model stores as not null. */
export function Omittable() {
  return ValidateIf((_object: object, value: unknown) => value !== undefined);
}

/** A calendar day YYYY-MM-DD within MIN_DATE..MAX_DATE (see limits.ts). */
@ValidatorConstraint({ name: 'saneDate' })
class SaneDateRule implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return isSaneDate(value);
  }
}

export function IsDay(options?: ValidationOptions) {
  return Validate(SaneDateRule, options);
}

function firstMessage(error: ValidationError): Message | undefined {
  const constraints = error.constraints ?? {};
  const names = Object.keys(constraints);
  const name = FIRST.find((candidate) => names.includes(candidate)) ?? names[0];
  if (!name) return undefined;
  const values = (error.contexts?.[name] as { values?: Message['values'] } | undefined)?.values;
  return { id: constraints[name], values };
}

export function validationErrorsToFields(errors: ValidationError[], prefix = ''): FieldMessages {
  const fields: FieldMessages = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const first = firstMessage(error);
    if (first) fields[path] = first;
    Object.assign(fields, validationErrorsToFields(error.children ?? [], path));
  }
  return fields;
}

const badText: Message = { id: 'validation.badText' };

/** Every string below `value` that holds NUL or a lone surrogate, by field path. */
export function badTextFields(value: unknown, path = '', fields: FieldMessages = {}): FieldMessages {
  if (typeof value === 'string') {
    if (!isCleanText(value)) fields[path || 'value'] = badText;
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => badTextFields(item, path ? `${path}.${index}` : String(index), fields));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) badTextFields(item, path ? `${path}.${key}` : key, fields);
  }
  return fields;
}

function depthOf(value: unknown, limit: number): number {
  if (!value || typeof value !== 'object') return 0;
  if (limit <= 0) return 1;
  let deepest = 0;
  for (const item of Object.values(value)) deepest = Math.max(deepest, depthOf(item, limit - 1));
  return deepest + 1;
}

/** A JSON body nested deeper than MAX_JSON_DEPTH is refused before anything walks it recursively. */
export function assertShallow(value: unknown): void {
  if (depthOf(value, MAX_JSON_DEPTH) > MAX_JSON_DEPTH)
    throw new DomainError('BAD_REQUEST', { id: 'error.tooDeep', values: { max: MAX_JSON_DEPTH } });
}

/** Runs the class-validator rules and the text rule on an input instance; throws BAD_USER_INPUT. */
export async function validateInstance<T extends object>(instance: T): Promise<T> {
  // Bad text first and alone: some validators (validator.js isEmail) throw on lone surrogates.
  const badText = badTextFields(instance);
  if (Object.keys(badText).length > 0) throw invalidInput(badText);
  const errors = await validate(instance, { forbidUnknownValues: false, whitelist: true });
  if (errors.length > 0) throw invalidInput(validationErrorsToFields(errors));
  return instance;
}

/** Builds the input class from plain JSON and validates it; throws BAD_USER_INPUT with per-field messages. */
export async function validateInput<T extends object>(inputClass: new () => T, plain: unknown): Promise<T> {
  const value = plain ?? {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new DomainError('BAD_REQUEST', { id: 'error.bodyNotObject' });
  assertShallow(value);
  return validateInstance(plainToInstance(inputClass, value, { enableImplicitConversion: false }));
}

/** Id arguments (`id`, `serviceId`, …) lie in 1..MAX_ID, as REST path ids do. */
function checkIdArguments(args: Record<string, unknown>): void {
  for (const [name, id] of Object.entries(args)) {
    if (!/^id$|Id$/.test(name) || typeof id !== 'number') continue;
    if (id < 1) throw invalidInput({ [name]: { id: 'validation.min', values: { min: 1 } } });
    if (id > MAX_ID) throw invalidInput({ [name]: { id: 'validation.max', values: { max: MAX_ID } } });
  }
}

/**
 * TypeGraphQL's validateFn: the same rules as the REST facade for every argument, input objects
 * and plain strings alike (a string argument is named by finding it among the arguments).
 */
export async function validateArgument(value: unknown, _type: unknown, data: ResolverData): Promise<void> {
  if (typeof value === 'number') return checkIdArguments(data.args);
  if (typeof value === 'string') {
    if (isCleanText(value)) return;
    const name = Object.keys(data.args).find((key) => data.args[key] === value) ?? 'value';
    throw invalidInput({ [name]: badText });
  }
  if (Array.isArray(value)) {
    const fields = badTextFields(
      value,
      Object.keys(data.args).find((key) => data.args[key] === value),
    );
    if (Object.keys(fields).length > 0) throw invalidInput(fields);
    for (const item of value) if (item && typeof item === 'object') await validateInstance(item as object);
    return;
  }
  if (value && typeof value === 'object') await validateInstance(value);
}
