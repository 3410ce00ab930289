/** Browsers in the order they must be tried: Edge, Opera and Samsung also name Chrome and Safari. */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\b(Headless)?Chrome\/|\bCriOS\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

/** Systems in the order they must be tried: iOS and Android name other systems too. */
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b|\bX11\b/, "Linux"],
];

function firstMatch(userAgent: string, candidates: readonly (readonly [RegExp, string])[]): string | null {
  return candidates.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}

/**
 * A session's device in words a person recognises, e.g. "Chrome on Windows", from the browser's
 * User-Agent. Anything else (a script, an app) is named by its first word, e.g. "curl/8.5.0".
 */
export function describeUserAgent(userAgent: string | null): string {
  const text = userAgent?.trim() ?? "";
  if (!text) return "Unknown device";
  const browser = firstMatch(text, BROWSERS);
  const system = firstMatch(text, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `Browser on ${system}`;
  return text.split(/\s/)[0]!.slice(0, 40);
}
