import { secureHeaders } from "hono/secure-headers";

/**
 * Only our own origin may supply code, styles and connections; images may also be data: and
 * blob: URLs (uploaded logos and job card images). No one may frame the app. A header an answer
 * already carries is kept: a route sets one only to be stricter (a stored image allows nothing).
 */
export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginEmbedderPolicy: false,
    overwrite: false,
  });
