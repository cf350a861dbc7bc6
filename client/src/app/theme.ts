// The Adriatic palette: deep sea blue for actions and links, sand backgrounds, terracotta accents,
// olive for success, a clear red for errors. Shade 6 of each colour carries white text at WCAG AA.
// Surfaces (header, cards, inputs) are white over the sand page background of global.css.
import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

const sea: MantineColorsTuple = [
  '#e8f2f8',
  '#cfe3ef',
  '#a0c8df',
  '#6eaacd',
  '#4590bd',
  '#2a7cae',
  '#0b5a82',
  '#094b6d',
  '#073c58',
  '#052d43',
];
const sand: MantineColorsTuple = [
  '#fdfbf7',
  '#faf6ef',
  '#f3ecdf',
  '#e9dcc6',
  '#dcc8a6',
  '#cbb187',
  '#a98d5f',
  '#86704a',
  '#645337',
  '#433825',
];
const terracotta: MantineColorsTuple = [
  '#fcefe9',
  '#f6d9cc',
  '#edb39b',
  '#e38c68',
  '#da6d40',
  '#d2602f',
  '#b04a22',
  '#963e1c',
  '#7c3317',
  '#622811',
];
const olive: MantineColorsTuple = [
  '#f4f6e9',
  '#e4eacb',
  '#cbd89d',
  '#afc46c',
  '#97b146',
  '#819b32',
  '#5d7424',
  '#4d611d',
  '#3e4f17',
  '#2f3c11',
];
const red: MantineColorsTuple = [
  '#fff0f0',
  '#ffdcdc',
  '#ffb8b8',
  '#ff8f8f',
  '#f76464',
  '#e03e3e',
  '#c92a2a',
  '#a51f1f',
  '#861818',
  '#6a1212',
];

export const theme = createTheme({
  primaryColor: 'sea',
  primaryShade: 6,
  colors: { sea, sand, terracotta, olive, red },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: {
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    fontWeight: '700',
    sizes: {
      h1: { fontSize: '2rem', lineHeight: '1.25' },
      h2: { fontSize: '1.5rem', lineHeight: '1.3' },
      h3: { fontSize: '1.25rem', lineHeight: '1.35' },
    },
  },
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  // Modals, menus and notifications appear without their transition for those who asked for less motion.
  respectReducedMotion: true,
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-body': '#ffffff',
    '--mantine-color-text': '#1f2a33',
    '--mantine-color-dimmed': '#5c6068',
    // Mantine's gray.5 reads at 2.07:1 on white; empty selects and date pickers show it as their text.
    '--mantine-color-placeholder': '#6b7079',
    '--mantine-color-error': red[6],
    '--mantine-color-anchor': sea[7],
    // Text of the light variant (badges, light buttons, alerts) on its shade-1 background: Mantine's
    // shade 9 reads at 2.7:1 (yellow) to 4.3:1 (teal) there; these read at 5.7:1 or more.
    '--mantine-color-yellow-light-color': '#7a4a00',
    '--mantine-color-orange-light-color': '#9a3412',
    '--mantine-color-green-light-color': '#1b6b30',
    '--mantine-color-teal-light-color': '#06644a',
    '--mantine-color-lime-light-color': '#3d6b07',
  },
  dark: {},
});
