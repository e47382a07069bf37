import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test, {after} from 'node:test';
import type {BlogContent, BlogPost} from '@docusaurus/plugin-content-blog';
import type {AllContent, LoadContext, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import announcementBarPlugin, {announcementBar, blogPostUrl} from '../announcement-bar';
import releasesPlugin, {type ReleasesGlobalData} from '.';
import {ReleaseNotesError} from './blogPosts';
import {loadReleases} from './load';
import {FIXTURE_DATA} from '../../../tests/support/site';

const realManifest = fs.readFileSync(path.join(FIXTURE_DATA, 'releases.yaml'), 'utf8');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'release-notes-'));
after(() => fs.rmSync(scratch, {recursive: true, force: true}));

/** A site dir with data/releases.yaml = `manifest`. */
function site(manifest: string): string {
  const dir = fs.mkdtempSync(path.join(scratch, 'site-'));
  fs.mkdirSync(path.join(dir, 'data'));
  // The game data too: the plugin checks the releases' balance changes against it.
  for (const file of fs.readdirSync(FIXTURE_DATA)) {
    if (file.endsWith('.yaml')) fs.copyFileSync(path.join(FIXTURE_DATA, file), path.join(dir, 'data', file));
  }
  fs.writeFileSync(path.join(dir, 'data', 'releases.yaml'), manifest);
  return dir;
}

/** A post as the blog plugin loads it (only the fields our plugins read are meaningful). */
function post(slug: string, title: string, date: string, frontMatter: Record<string, unknown> = {}): BlogPost {
  return {
    id: slug,
    content: '',
    metadata: {
      permalink: `/blog/${slug}`,
      source: `@site/blog/${date}-${slug}.md`,
      title,
      date: new Date(date),
      description: `${title}的摘要`,
      hasTruncateMarker: false,
      authors: [],
      frontMatter: {...frontMatter},
      tags: [],
      // The blog plugin sets this from front matter in production builds only.
      unlisted: frontMatter.unlisted === true,
    },
  } as BlogPost;
}

const notesSlugs = [...realManifest.matchAll(/notes: ([a-z0-9-]+)/g)].map((m) => m[1]!);
const releasePosts = notesSlugs.map((slug, i) => post(slug, `版本说明 ${slug}`, `2026-0${(i % 9) + 1}-01`));

function allContent(posts: BlogPost[]): AllContent {
  const blog = {blogPosts: posts} as unknown as BlogContent;
  return {'docusaurus-plugin-content-blog': {default: blog}};
}

/** Runs the releases plugin the way Docusaurus does; returns what it hands the pages. */
async function runReleases(dir: string, posts: BlogPost[]) {
  const plugin = releasesPlugin({siteDir: dir, baseUrl: '/'} as LoadContext);
  let globalData: ReleasesGlobalData | undefined;
  const data = new Map<string, string>();
  const routes: RouteConfig[] = [];
  const actions = {
    createData: async (name: string, text: string) => (data.set(name, text), name),
    setGlobalData: (value: unknown) => void (globalData = value as ReleasesGlobalData),
    addRoute: (route: RouteConfig) => void routes.push(route),
  } as unknown as PluginContentLoadedActions;
  await plugin.allContentLoaded!({allContent: allContent(posts), actions});
  return {
    globalData: globalData!,
    releasesJson: JSON.parse(data.get('releases.json')!) as {notes: string; notesPermalink: string}[],
    routes,
  };
}

test('pages get the blog plugin’s permalinks and only published posts', async () => {
  const draft = post('secret-plans', '尚未公开的草稿', '2030-01-01', {draft: true});
  const hidden = post('hidden-note', '隐藏的文章', '2030-01-02', {unlisted: true});
  const index = post('index', '历代版本索引', '2030-01-03');
  const {globalData, releasesJson, routes} = await runReleases(site(realManifest), [
    ...releasePosts,
    draft,
    hidden,
    index,
  ]);
  const titles = globalData.recentPosts.map((p) => p.title);
  assert.equal(titles.length, 3);
  assert.ok(
    !titles.includes('尚未公开的草稿') && !titles.includes('隐藏的文章'),
    `home page lists ${titles.join('、')}`,
  );
  assert.ok(!titles.includes('历代版本索引'));
  assert.ok(!JSON.stringify({globalData, releasesJson}).includes('secret-plans'));
  for (const release of releasesJson) assert.equal(release.notesPermalink, `/blog/${release.notes}`);
  assert.equal(globalData.latest.notesPermalink, `/blog/${globalData.latest.notes}`);
  assert.deepEqual(
    routes.map((r) => r.path),
    ['/download'],
  );
});

test('a permalink the blog changed (front matter slug, routeBasePath) is the one pages link to', async () => {
  const moved = releasePosts.map((p) => ({...p, metadata: {...p.metadata, permalink: `/news/${p.id}`}}));
  const {releasesJson} = await runReleases(site(realManifest), moved);
  assert.ok(releasesJson.every((r) => r.notesPermalink === `/news/${r.notes}`));
});

/** Line (1-based) of the first `notes: <slug>` in the manifest. */
const lineOfNotes = (text: string, slug: string) => text.split('\n').findIndex((l) => l.includes(`notes: ${slug}`)) + 1;

for (const [kind, frontMatter, message] of [
  ['a draft', {draft: true}, /是草稿（draft: true）/],
  ['an unlisted post', {unlisted: true}, /是隐藏文章（unlisted: true）/],
] as const) {
  test(`notes naming ${kind} stops the build with the file, line, field and what to do`, async () => {
    const slug = notesSlugs[0]!;
    const posts = releasePosts.map((p) =>
      p.id === slug ? post(slug, p.metadata.title, '2026-01-01', frontMatter) : p,
    );
    await assert.rejects(runReleases(site(realManifest), posts), (error: Error) => {
      assert.ok(error instanceof ReleaseNotesError);
      assert.match(
        error.message,
        new RegExp(`releases\\.yaml:${lineOfNotes(realManifest, slug)}: 版本 [^ ]+ 字段 notes：博客文章「${slug}」`),
      );
      assert.match(error.message, message);
      assert.match(error.message, /请去掉它的 (draft|unlisted)，或改成已发布文章的 slug/);
      return true;
    });
  });
}

test('notes naming a missing post (or a draft the production build left out) names the line and says what to do', async () => {
  const manifest = realManifest.replace('notes: release-1-0-1', 'notes: release-9-9-9');
  await assert.rejects(runReleases(site(manifest), releasePosts), (error: Error) => {
    assert.match(
      error.message,
      new RegExp(
        `releases\\.yaml:${lineOfNotes(manifest, 'release-9-9-9')}: 版本 1\\.0\\.1 字段 notes：找不到 slug 为「release-9-9-9」的已发布博客文章`,
      ),
    );
    assert.match(error.message, /草稿不会构建/);
    return true;
  });
});

test('the announcement bar links to the latest stable release’s post under the blog’s routeBasePath', () => {
  const dir = site(realManifest);
  const {bar, href} = announcementBar(dir, {baseUrl: '/', blogRouteBasePath: 'blog'});
  const latest = loadReleases(path.join(dir, 'data/releases.yaml')).find((r) => r.channel === 'stable')!;
  assert.equal(href, `/blog/${latest.notes}`);
  assert.ok(bar.content.includes(`<a href="/blog/${latest.notes}">`));
  assert.equal(blogPostUrl({baseUrl: '/game/', blogRouteBasePath: '/news/'}, 'x'), '/game/news/x');
});

test('the announcement bar refuses a link that is not a published post', async () => {
  const {href} = announcementBar(site(realManifest), {baseUrl: '/', blogRouteBasePath: 'blog'});
  const plugin = announcementBarPlugin(undefined, {id: 'x', href});
  const check = (posts: BlogPost[]) =>
    plugin.allContentLoaded!({allContent: allContent(posts), actions: {} as PluginContentLoadedActions});
  assert.doesNotThrow(() => check(releasePosts));
  const slug = href.replace('/blog/', '');
  const asDraft = releasePosts.map((p) => (p.id === slug ? post(slug, 't', '2026-01-01', {draft: true}) : p));
  assert.throws(() => check(asDraft), /公告栏的链接 \/blog\/[a-z0-9-]+ 不是已发布博客文章的地址/);
  assert.throws(() => check(releasePosts.filter((p) => p.id !== slug)), /routeBasePath/);
});
