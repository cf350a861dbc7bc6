// The interface texts reach the browser precompiled to react-intl's message AST, as formatjs's
// "pre-compiling messages" (`formatjs compile --ast`) does, but from the sources as they are: the JSON
// catalogs stay readable ICU strings, and Vite turns each one into the same keys with AST values while
// it serves or bundles it. With every text precompiled, the browser needs no ICU parser: the plugin
// also aliases `@formatjs/icu-messageformat-parser` to its `no-parser` build. Tests (vitest) import the
// plain strings and format them with the parser; messages.spec.ts checks both give the same text.
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** The catalogs the transform applies to: shared/i18n/messages/*.json. */
export const MESSAGE_CATALOG = /[\\/]shared[\\/]i18n[\\/]messages[\\/][\w.-]+\.json$/;

/** A catalog's texts as react-intl's AST; a text that is not valid ICU fails with its key. */
export function compileMessages(texts: Record<string, string>): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(
    Object.entries(texts).map(([key, text]) => {
      try {
        return [key, parse(text)];
      } catch (error) {
        throw new Error(`Message "${key}" is not valid ICU MessageFormat: ${(error as Error).message}`, { cause: error });
      }
    }),
  );
}

/**
 * Serves and bundles the message catalogs as AST (before Vite's JSON plugin makes them modules), and
 * gives the browser's react-intl the parser's `no-parser` build (the parser stays in this Node code).
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'lokalno-precompiled-messages',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
      },
    }),
    transform(code, id) {
      if (!MESSAGE_CATALOG.test(id)) return null;
      return { code: JSON.stringify(compileMessages(JSON.parse(code) as Record<string, string>)), map: null };
    },
  };
}
