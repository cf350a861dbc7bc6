import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { compileMessages, precompiledMessages } from '../../../precompiled-messages';
import type { Language } from './languages';
import { catalogs } from './messages';

type Texts = Record<string, string>;
type Values = Record<string, unknown>;

const COUNTS = [0, 1, 2, 3, 4, 5, 11, 21, 22, 25, 101, 1.5];
const DAY = new Date(Date.UTC(2026, 6, 14, 9, 30));

/** The arguments a message takes: plural counts, select options, the rest. */
function argumentsOf(elements: MessageFormatElement[], found = new Map<string, { type: TYPE; options: string[] }>()) {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    const known = found.get(element.value);
    const options = element.type === TYPE.select ? Object.keys(element.options) : [];
    found.set(element.value, { type: element.type, options: [...(known?.options ?? []), ...options] });
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      Object.values(element.options).forEach((option) => argumentsOf(option.value, found));
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, found);
  }
  return found;
}

/** Sample values that walk through every plural form and select option of the message, variant by variant. */
function sampleValues(text: string): Values[] {
  const args = [...argumentsOf(parse(text))];
  const variants = Math.max(1, ...args.map(([, arg]) => (arg.type === TYPE.plural ? COUNTS.length : arg.options.length)));
  return Array.from({ length: variants }, (_, variant) =>
    Object.fromEntries(
      args.map(([name, arg]): [string, unknown] => {
        switch (arg.type) {
          case TYPE.plural:
            return [name, COUNTS[variant % COUNTS.length]];
          case TYPE.select:
            return [name, [...arg.options, 'unlisted'][variant % (arg.options.length + 1)]];
          case TYPE.number:
            return [name, 1234.5 + variant];
          case TYPE.date:
          case TYPE.time:
            return [name, DAY];
          case TYPE.tag:
            return [name, (chunks: string[]) => `<${name}>${chunks.join('')}</${name}>`];
          default:
            return [name, `«${name} ${variant}»`];
        }
      }),
    ),
  );
}

/** Formats every message with every sample through react-intl, failing on any formatting error. */
function renderAll(locale: Language, messages: Texts | Record<string, MessageFormatElement[]>, texts: Texts): string[] {
  const errors: unknown[] = [];
  // One area's catalog, not every MessageId.
  const catalog = messages as Parameters<typeof createIntl>[0]['messages'];
  const intl = createIntl({ locale, messages: catalog, onError: (error) => errors.push(error) });
  const rendered = Object.entries(texts).flatMap(([id, text]) =>
    sampleValues(text).map((values) => {
      const output = intl.formatMessage({ id: id as never }, values as Record<string, string>);
      return `${id}: ${Array.isArray(output) ? output.join('') : String(output)}`;
    }),
  );
  expect(errors).toEqual([]);
  return rendered;
}

const cases = Object.entries(catalogs).flatMap(([area, catalog]) =>
  (['en', 'hr'] as const).map((language) => [`${area} (${language})`, language, catalog[language] as Texts] as const),
);

describe('precompiled messages', () => {
  it.each(cases)('%s: every message renders the same text precompiled as parsed at runtime', (_name, language, texts) => {
    const precompiled = renderAll(language, compileMessages(texts), texts);
    expect(precompiled).toEqual(renderAll(language, texts, texts));
    // The samples reached the texts: no ICU syntax is left over in what the user would read.
    expect(precompiled.filter((line) => /[{}#]/.test(line.slice(line.indexOf(': ') + 2)))).toEqual([]);
  });

  it('turns a catalog module into the same keys with AST values, and leaves other JSON alone', () => {
    const plugin = precompiledMessages();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const code = JSON.stringify({ 'a.plain': 'Hello', 'a.count': '{count, plural, one {# day} other {# days}}' });
    const compiled = JSON.parse(transform(code, '/app/client/src/shared/i18n/messages/area.en.json')!.code) as Record<string, unknown>;
    expect(compiled).toEqual({ 'a.plain': parse('Hello'), 'a.count': parse('{count, plural, one {# day} other {# days}}') });
    expect(transform(code, '/app/client/src/shared/other.json')).toBeNull();
  });

  it('names the message whose text is not valid ICU', () => {
    expect(() => compileMessages({ 'a.broken': 'Hello {name' })).toThrow(/"a\.broken"/);
  });
});
