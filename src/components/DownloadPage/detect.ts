import type {Platform, ReleaseFile} from '@site/src/plugins/releases/schema';

export type Visitor =
  | {kind: 'desktop'; platform: Platform}
  /** A phone or tablet: the game does not run there. */
  | {kind: 'mobile'; device: 'iPad' | 'iPhone' | 'Android'}
  | {kind: 'unknown'};

/**
 * The visitor's device from the browser's user agent and touch points. iPadOS Safari sends a
 * Macintosh user agent ("request desktop website" is its default); only its touch screen tells it
 * apart from a Mac, whose `maxTouchPoints` is 0.
 */
export function detectVisitor(userAgent: string, maxTouchPoints: number): Visitor {
  if (/iPad/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1)) return {kind: 'mobile', device: 'iPad'};
  if (/iPhone|iPod/i.test(userAgent)) return {kind: 'mobile', device: 'iPhone'};
  if (/Android/i.test(userAgent)) return {kind: 'mobile', device: 'Android'};
  if (/Windows/i.test(userAgent)) return {kind: 'desktop', platform: 'windows'};
  if (/Macintosh|Mac OS X/i.test(userAgent)) return {kind: 'desktop', platform: 'macos'};
  if (/Linux|X11|CrOS/i.test(userAgent)) return {kind: 'desktop', platform: 'linux'};
  return {kind: 'unknown'};
}

export const platformName: Record<Platform, string> = {windows: 'Windows', macos: 'macOS', linux: 'Linux'};
export const archName: Record<ReleaseFile['arch'], string> = {x64: 'x64（64 位）', arm64: 'ARM64', universal: '通用（Intel 与 Apple 芯片）'};
