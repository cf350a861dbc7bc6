// The app imports Mantine's styles per component (mantine-styles.ts), not the whole styles.css. This
// finds every Mantine component the app can render (imported by our code or by @mantine/charts, @mantine/dates and
// @mantine/notifications, with the components those use inside, from Mantine's module graph) and checks
// that its stylesheet is imported, in the order of Mantine's own styles.css.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const core = path.join(root, 'node_modules/@mantine/core');
const esm = path.join(core, 'esm');

function filesUnder(dir: string, test: (file: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'playground' ? [] : filesUnder(file, test);
    return test(file) ? [file] : [];
  });
}

/** Names imported from @mantine/core by the given files. */
function coreImports(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*["']@mantine\/core["']/g)) {
      if (match[1]) continue;
      for (const part of match[2].split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0].trim());
      }
    }
  }
  return names;
}

/** The component folders reached from the named exports, through Mantine's relative imports. */
function componentsReached(names: Set<string>): Set<string> {
  const index = readFileSync(path.join(esm, 'index.mjs'), 'utf8');
  const starts = [path.join(esm, 'core/MantineProvider/MantineProvider.mjs')];
  for (const match of index.matchAll(/import \{([^}]*)\} from "([^"]+)"/g)) {
    if (
      match[1].split(',').some((part) =>
        names.has(
          part
            .trim()
            .split(/\s+as\s+/)
            .pop()!
            .trim(),
        ),
      )
    )
      starts.push(path.join(esm, match[2]));
  }
  const seen = new Set<string>();
  const components = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    // Components, and the shared parts that carry styles of their own (utils/InlineInput lays out
    // Checkbox, Radio and Switch: without its stylesheet their labels fall below the boxes).
    for (const folder of ['components', 'utils']) {
      const relative = path.relative(path.join(esm, folder), file);
      if (!relative.startsWith('..')) components.add(relative.split(path.sep)[0]);
    }
    for (const match of readFileSync(file, 'utf8').matchAll(/(?:import|export)[^'"]*from\s*["'](\.[^"']+)["']/g))
      walk(path.resolve(path.dirname(file), match[1]));
  };
  starts.forEach(walk);
  return components;
}

describe('Mantine styles per component', () => {
  const source = (file: string) => /\.(ts|tsx)$/.test(file) && !/\.spec\.tsx?$/.test(file);
  const ours = filesUnder(path.join(root, 'client/src'), source);
  const theirs = ['charts', 'dates', 'notifications'].flatMap((name) =>
    filesUnder(path.join(root, 'node_modules/@mantine', name, 'esm'), (file) => file.endsWith('.mjs')),
  );
  const stylesheets = new Set(
    readdirSync(path.join(core, 'styles'))
      .filter((file) => !file.includes('.layer.'))
      .map((file) => file.replace(/\.css$/, '')),
  );
  const needed = [...componentsReached(coreImports([...ours, ...theirs]))].filter((name) => stylesheets.has(name));
  const imported = [
    ...readFileSync(path.join(root, 'client/src/app/mantine-styles.ts'), 'utf8').matchAll(
      /^import '@mantine\/core\/styles\/([\w-]+)\.css';$/gm,
    ),
  ].map((match) => match[1]);

  it('imports the stylesheet of every component the app can render', () => {
    expect(needed.filter((name) => !imported.includes(name))).toEqual([]);
  });

  it("keeps Mantine's order (the global styles first, then components as in styles.css)", () => {
    const all = readFileSync(path.join(core, 'styles.css'), 'utf8');
    const position = (name: string) =>
      all.indexOf(
        readFileSync(path.join(core, 'styles', `${name}.css`), 'utf8')
          .trim()
          .slice(0, 200),
      );
    expect(imported.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    const positions = imported.map(position);
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
