/**
 * A path with an estimate link's token masked. The token is the customer's only credential, so it
 * must not land in the server's log, where anyone reading the log could open the estimate.
 */
export function withoutLinkToken(path: string): string {
  return path.replace(/^(\/api\/public\/estimates\/|\/estimate\/)[^/]+/, "$1[token]");
}
