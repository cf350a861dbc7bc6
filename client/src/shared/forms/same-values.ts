/**
 * `initialValuesEqual` for forms fed by queries: a refetch (cache-and-network, a language switch)
 * brings new objects with the same content, which must not reset what the user is typing.
 */
export function sameValues(a: object | undefined, b: object | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
