/**
 * The HTML page every route is written into: Docusaurus 3.4's own template
 * (@docusaurus/core/lib/templates/ssr.html.template.js) with one change. Docusaurus puts its two
 * entry scripts (runtime~main, main) in <head> with `defer`; here a small inline script at the end
 * of <body> adds them after the browser has painted the page once.
 *
 * Why: every page is complete in its static HTML; the scripts only add what needs JavaScript (search,
 * sorting, hover cards, client-side navigation). With `defer`, a phone that has the scripts in cache
 * or on a fast network evaluates ~115 KB of them (and hydrates) before its first paint, so the text
 * waits on work it does not need. After the first paint, the same work runs while the reader
 * already reads (ARCHITECTURE.md, "Deliberate exceptions"). A tab opened in the background paints nothing, so there
 * the scripts load at once.
 *
 * `async = false` keeps the two scripts in order, as `defer` did. The loader is the same on every
 * page, so the security-headers plugin's CSP carries one hash for it.
 */
// ES5, kept as text: it runs in the page as written, untranspiled, in every browser the site supports.
const loader = [
  '(function (sources) {',
  'function load() { sources.forEach(function (source) {',
  "var script = document.createElement('script'); script.src = source; script.async = false; document.head.appendChild(script);",
  '}); }',
  "if (document.visibilityState === 'hidden') load(); else requestAnimationFrame(function () { setTimeout(load, 0); });",
  '})',
].join(' ');

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${loader}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>)</script>
  </body>
</html>
`;
