// The offline GraphQL playground served at /graphiql (and at /graphql to browsers).
import './monaco-workers';
import 'graphiql/style.css';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetcher } from './fetcher';

const defaultQuery = `# Welcome to the Lokalno GraphQL playground.
# Write a query, press the run button (or Ctrl+Enter), explore the schema in the docs panel.

query Regions {
  regions(sorted: true) {
    slug
    name
  }
}
`;

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />
  </StrictMode>,
);
