// Input validation shared by both transports: class-validator input classes (the same classes
// TypeGraphQL validates) turned into per-field messages of the one error model.
import { plainToInstance } from 'class-transformer';
import { validate, ValidatorConstraint, type ValidationError, type ValidatorConstraintInterface } from 'class-validator';
import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { invalidInput, type FieldMessages } from './errors.js';
import type { Message } from './i18n/index.js';

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

/** A phone number with its country code (libphonenumber-js), for `@Validate(PhoneNumberRule, …)`. */
@ValidatorConstraint({ name: 'phoneNumber' })
export class PhoneNumberRule implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isValidPhoneNumber(value);
  }
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

/** Builds the input class from plain JSON and validates it; throws BAD_USER_INPUT with per-field messages. */
export async function validateInput<T extends object>(inputClass: new () => T, plain: unknown): Promise<T> {
  const instance = plainToInstance(inputClass, plain ?? {}, { enableImplicitConversion: false });
  const errors = await validate(instance, { forbidUnknownValues: false, whitelist: true });
  if (errors.length > 0) throw invalidInput(validationErrorsToFields(errors));
  return instance;
}
