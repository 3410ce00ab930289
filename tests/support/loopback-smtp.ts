import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One message as the SMTP server received it. */
export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO). */
  recipients: string[];
  from: string;
  to: string;
  subject: string;
  /** The Reply-To header; empty when none. */
  replyTo: string;
  /** The plain-text body (or text part), transfer encoding undone. */
  text: string;
  /** The HTML part, when the message has one. */
  html: string | null;
}

export interface LoopbackSmtpServer {
  port: number;
  inbox: ReceivedMail[];
  close: () => Promise<void>;
}

/** Headers of a raw message, folded lines joined, names lower-cased. */
function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case "quoted-printable": {
      // Soft line breaks ("=" at a line's end) join lines; =XX is one byte.
      const joined = body.replace(/=\r?\n/g, "");
      const bytes: number[] = [];
      for (let index = 0; index < joined.length; index += 1) {
        const hex = joined.slice(index + 1, index + 3);
        if (joined[index] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
          bytes.push(Number.parseInt(hex, 16));
          index += 2;
        } else {
          bytes.push(joined.charCodeAt(index));
        }
      }
      return Buffer.from(bytes).toString("utf8");
    }
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    default:
      return body;
  }
}

/** A message or MIME part split into its headers and body. */
function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.search(/\r?\n\r?\n/);
  return {
    headers: parseHeaders(split < 0 ? raw : raw.slice(0, split)),
    body: split < 0 ? "" : raw.slice(split).replace(/^\r?\n\r?\n/, ""),
  };
}

/** The text and HTML bodies of an entity, looking inside multipart ones. */
function bodies(raw: string): { text: string | null; html: string | null } {
  const { headers, body } = splitEntity(raw);
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const found: { text: string | null; html: string | null } = { text: null, html: null };
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith("--")) break;
      const inner = bodies(part.replace(/^\r?\n/, ""));
      found.text ??= inner.text;
      found.html ??= inner.html;
    }
    return found;
  }
  const decoded = decodeBody(body, headers.get("content-transfer-encoding"));
  return /^text\/html/i.test(type) ? { text: null, html: decoded } : { text: decoded, html: null };
}

function parseMail(raw: string, recipients: string[]): ReceivedMail {
  const { headers } = splitEntity(raw);
  const { text, html } = bodies(raw);
  return {
    recipients,
    from: headers.get("from") ?? "",
    to: headers.get("to") ?? "",
    subject: headers.get("subject") ?? "",
    replyTo: headers.get("reply-to") ?? "",
    text: text ?? "",
    html,
  };
}

/** A real SMTP server on 127.0.0.1 that keeps every message it is given. */
export async function startSmtpServer(): Promise<LoopbackSmtpServer> {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const recipients = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        inbox.push(parseMail(Buffer.concat(chunks).toString("utf8"), recipients));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return { port, inbox, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
