/**
 * The files the build writes for hosts, not for readers (the security headers, the redirects, each
 * in Cloudflare's and nginx's form): no deploy publishes them as pages, and the test server and
 * deploy/nginx.conf answer 404 for them.
 */
export const HOST_FILES = ['_headers', 'security-headers.conf', '_redirects', 'redirects.conf', '.assetsignore'];

/**
 * What wrangler must not upload to Cloudflare (build/.assetsignore, gitignore syntax): the nginx
 * files. It reads `_headers` and `_redirects` itself and does not publish them.
 */
export const CLOUDFLARE_IGNORED = ['security-headers.conf', 'redirects.conf', '.assetsignore'];
