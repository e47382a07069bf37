/**
 * The KaTeX stylesheet, from a CDN at the exact version rehype-katex renders with, checked by
 * Subresource Integrity. src/remark/katex/katex.test.ts recomputes both from node_modules, so an
 * upgrade that forgets to update them fails the tests instead of shipping unstyled math.
 */
export const KATEX_VERSION = '0.16.47';
export const KATEX_CSS_INTEGRITY = 'sha384-nH0MfJ44wi1dd7w6jinlyBgljjS8EJAh2JBoRad8a3VDw2K69vfaaqm4WnR+gXtA';
export const KATEX_CSS_URL = `https://cdn.jsdelivr.net/npm/katex@${KATEX_VERSION}/dist/katex.min.css`;
