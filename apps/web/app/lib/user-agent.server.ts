import Bowser from 'bowser';

/** A browser and its system, named from a User-Agent string for the account's list of sessions. */
export interface DeviceName {
  browser?: string;
  os?: string;
  /** Phone or tablet, when the User-Agent says so; a computer says nothing. */
  kind?: 'mobile' | 'tablet';
}

// Bowser's longer names, shortened to what people call them.
const shorter: Record<string, string> = {
  'Microsoft Edge': 'Edge',
  'Samsung Internet for Android': 'Samsung Internet',
  'Chrome OS': 'ChromeOS',
};
const short = (name: string | undefined) => (name ? (shorter[name] ?? name) : undefined);

/**
 * The browser and system a User-Agent names, as far as bowser (a maintained parser, MIT) knows them: {}
 * for anything else. Server-only, so the parser's tables never reach the browser's bundle.
 */
export function deviceOf(userAgent: string): DeviceName {
  if (userAgent.trim() === '') return {};
  const parsed = Bowser.parse(userAgent);
  const browser = short(parsed.browser.name);
  const os = short(parsed.os.name);
  const type = parsed.platform.type;
  return {
    ...(browser ? { browser } : {}),
    ...(os ? { os } : {}),
    ...(type === 'mobile' || type === 'tablet' ? { kind: type } : {}),
  };
}
