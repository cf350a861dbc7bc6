// React DOM's client, as a module of its own: the bundle gives it a chunk of its own (vite.config.ts,
// codeSplitting), whose evaluation runs React DOM's module code (CommonJS, run where it is first
// imported). A page rendered on the server evaluates that chunk in a task of its own, before the entry
// (public/prehydration.js), instead of inside the entry's evaluation, one long task on a phone.
export { createRoot, hydrateRoot } from 'react-dom/client';
