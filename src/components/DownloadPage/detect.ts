import type {Platform, ReleaseFile} from '@site/src/plugins/releases/schema';

export type Visitor =
  | {kind: 'desktop'; platform: Platform; arch: 'x64' | 'arm64'}
  /** A phone or tablet: the game does not run there. */
  | {kind: 'mobile'; device: 'iPad' | 'iPhone' | 'Android' | 'HarmonyOS'}
  | {kind: 'unknown'};

/**
 * The visitor's device from the browser's user agent and touch points. iPadOS Safari sends a
 * Macintosh user agent ("request desktop website" is its default); only its touch screen tells it
 * apart from a Mac, whose `maxTouchPoints` is 0.
 */
export function detectVisitor(userAgent: string, maxTouchPoints: number): Visitor {
  if (/iPad/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1))
    return {kind: 'mobile', device: 'iPad'};
  if (/iPhone|iPod/i.test(userAgent)) return {kind: 'mobile', device: 'iPhone'};
  // HarmonyOS phones: older ones also say Android, HarmonyOS NEXT says only OpenHarmony.
  if (/HarmonyOS|OpenHarmony/i.test(userAgent)) return {kind: 'mobile', device: 'HarmonyOS'};
  if (/Android/i.test(userAgent)) return {kind: 'mobile', device: 'Android'};
  if (/Windows/i.test(userAgent)) return {kind: 'desktop', platform: 'windows', arch: 'x64'};
  if (/Macintosh|Mac OS X/i.test(userAgent)) return {kind: 'desktop', platform: 'macos', arch: 'x64'};
  // Linux browsers name the machine's architecture (x86_64, aarch64); ARM64 gets its own build.
  if (/Linux|X11|CrOS/i.test(userAgent))
    return {kind: 'desktop', platform: 'linux', arch: /aarch64|arm64|armv8/i.test(userAgent) ? 'arm64' : 'x64'};
  return {kind: 'unknown'};
}

export const platformName: Record<Platform, string> = {windows: 'Windows', macos: 'macOS', linux: 'Linux'};
export const archName: Record<ReleaseFile['arch'], string> = {
  x64: 'x64（64 位）',
  arm64: 'ARM64',
  universal: '通用（Intel 与 Apple 芯片）',
};

/** Where a download is served from: the main host, or the mirror in mainland China. */
export type Host = 'primary' | 'mirror';

// The IANA zones of mainland China (Asia/Shanghai and its old aliases). Hong Kong, Macau and Taiwan
// have their own zones and are served by the main host, as is everyone else.
const MAINLAND_ZONES = new Set([
  'Asia/Shanghai',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Urumqi',
  'Asia/Kashgar',
  'PRC',
]);

/**
 * The host a reader is offered first. The time zone says where the machine is, which is what decides
 * which host is fast: a mainland zone gets the mirror whatever the browser's language. Where the zone
 * says nothing (UTC, as on many VPS and privacy-hardened browsers), a mainland Chinese language
 * (zh-CN, zh-Hans-CN) decides instead.
 */
export function detectHost(timeZone: string | undefined, languages: readonly string[]): Host {
  if (timeZone && MAINLAND_ZONES.has(timeZone)) return 'mirror';
  const zoneSaysNothing = !timeZone || /^(Etc\/)?(UTC|GMT|Universal|Zulu)$/i.test(timeZone);
  return zoneSaysNothing && /^zh-(Hans-)?CN$/i.test(languages[0] ?? '') ? 'mirror' : 'primary';
}

export const hostName: Record<Host, string> = {primary: '主站', mirror: '国内镜像'};
