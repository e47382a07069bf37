import {CLOUDFLARE_FILE, NGINX_FILE as REDIRECTS_NGINX_FILE} from './redirects/redirects';
import {ASSETS_IGNORE_FILE, HEADERS_FILE, NGINX_FILE as HEADERS_NGINX_FILE} from './security-headers/headers';

/**
 * The files the build writes for hosts, not for readers (the security headers, the redirects, each
 * in Cloudflare's and nginx's form): no deploy publishes them as pages, and the test server and
 * deploy/nginx.conf answer 404 for them.
 */
export const HOST_FILES = [HEADERS_FILE, HEADERS_NGINX_FILE, CLOUDFLARE_FILE, REDIRECTS_NGINX_FILE, ASSETS_IGNORE_FILE];

/**
 * What wrangler must not upload to Cloudflare (build/.assetsignore, gitignore syntax): the nginx
 * files. It reads `_headers` and `_redirects` itself and does not publish them.
 */
export const CLOUDFLARE_IGNORED = [HEADERS_NGINX_FILE, REDIRECTS_NGINX_FILE, ASSETS_IGNORE_FILE];
