/**
 * The client address handed to better-auth. auth-routes.ts sets this header on every request it
 * passes on, replacing any value the client sent, to the address TRUST_PROXY's rule gives
 * (http/client-address.ts), the one the rate limits count; a new session records it (auth.ts).
 * better-auth's own reading of X-Forwarded-For is off: it would take whatever a client wrote.
 */
export const CLIENT_ADDRESS_HEADER = "x-autoserv-client-address";

/** The request with the client address the server settled on, whatever the client sent. */
export function withClientAddress(request: Request, address: string): Request {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_ADDRESS_HEADER, address);
  return new Request(request, { headers });
}

/** The address set by withClientAddress, or null when the request did not come through it. */
export function clientAddressOf(headers: Headers | undefined): string | null {
  return headers?.get(CLIENT_ADDRESS_HEADER) ?? null;
}
