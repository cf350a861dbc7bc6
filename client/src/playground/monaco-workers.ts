// Monaco (GraphiQL's editor) runs its language services in web workers. They are set up here, in
// app source, because Vite's dev-time dependency optimizer cannot process the `?worker` imports of
// graphiql's own `setup-workers/vite` module; `?worker` in our code works in dev and in the build.
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import GraphQLWorker from 'monaco-graphql/esm/graphql.worker.js?worker';

self.MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    if (label === 'json') return new JsonWorker();
    if (label === 'graphql') return new GraphQLWorker();
    return new EditorWorker();
  },
};
