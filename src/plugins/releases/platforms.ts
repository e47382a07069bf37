// Kept apart from schema.ts so the download page can import the list without pulling zod into the
// browser bundle (ARCHITECTURE.md, "Performance").
export const PLATFORMS = ['windows', 'macos', 'linux'] as const;
export const ARCHES = ['x64', 'arm64', 'universal'] as const;
