// Operation context understood by the links in this folder.
declare module '@apollo/client' {
  interface DefaultContext {
    /** Keep the session on 401/403, as the REST helper's `noRedirect`. */
    noRedirect?: boolean;
    /** Set on the one retry after a token refresh. */
    retried?: boolean;
  }
}

export {};
