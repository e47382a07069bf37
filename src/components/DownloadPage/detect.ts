import type {Platform} from '@site/src/plugins/releases/schema';

/** The visitor's system from the browser's user agent; undefined for phones and anything else. */
export function detectPlatform(userAgent: string): Platform | undefined {
  if (/Android|iPhone|iPad|iPod/i.test(userAgent)) return undefined;
  if (/Windows/i.test(userAgent)) return 'windows';
  if (/Macintosh|Mac OS X/i.test(userAgent)) return 'macos';
  if (/Linux|X11|CrOS/i.test(userAgent)) return 'linux';
  return undefined;
}

export const platformName: Record<Platform, string> = {windows: 'Windows', macos: 'macOS', linux: 'Linux'};
export const archName: Record<string, string> = {x64: 'x64（64 位）', arm64: 'ARM64', universal: '通用（Intel 与 Apple 芯片）'};
