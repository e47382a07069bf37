// The manifest reader Docusaurus's page template uses (no types of its own); the page-styles
// plugin's test calls it on the manifest it rewrites.
declare module 'react-loadable-ssr-addon-v5-slorber' {
  interface Bundle {
    file: string;
  }
  export function getBundles(
    manifest: {origins: Record<string, (string | number)[]>; assets: Record<string, Record<string, Bundle[]>>},
    modules: string[],
  ): Record<string, Bundle[] | undefined>;
}
