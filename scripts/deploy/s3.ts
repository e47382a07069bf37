/**
 * `npm run deploy:s3 -- --bucket <name> --endpoint <url> --region <region>`: uploads build/ to an
 * S3-compatible bucket (Alibaba OSS, Tencent COS, AWS S3, MinIO) — hashed assets first, other
 * files next, pages last — with each object's Content-Type and Cache-Control as its metadata,
 * only what changed since the last deploy, and deletes files no release has had for a week.
 * Credentials from the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and, for the
 * temporary ones an OIDC role gives, AWS_SESSION_TOKEN). deploy/README.md says how to set it up.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {AwsClient} from 'aws4fetch';
import {
  DeployError,
  diff,
  KEEP_DAYS,
  planBuild,
  STATE_KEY,
  type DeployPlan,
  type DeployState,
  type PlannedObject,
} from './plan';

export interface Target {
  /** e.g. https://oss-cn-shanghai.aliyuncs.com, https://cos.ap-shanghai.myqcloud.com, http://127.0.0.1:4569 */
  endpoint: string;
  bucket: string;
  region: string;
  /** `bucket.endpoint-host/key` (OSS and COS require it) instead of `endpoint/bucket/key`. */
  virtualHost?: boolean;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface DeployOptions {
  buildDir: string;
  now?: Date;
  keepDays?: number;
  /** Uploads at once. */
  concurrency?: number;
  log?: (line: string) => void;
}

export interface DeployResult extends Pick<DeployPlan, 'prune' | 'kept'> {
  uploaded: string[];
  unchanged: number;
}

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

export class Bucket {
  private readonly client: AwsClient;

  constructor(private readonly target: Target) {
    this.client = new AwsClient({
      accessKeyId: target.accessKeyId,
      secretAccessKey: target.secretAccessKey,
      ...(target.sessionToken ? {sessionToken: target.sessionToken} : {}),
      service: 's3',
      region: target.region,
      retries: 3,
    });
  }

  url(key: string): string {
    const endpoint = new URL(this.target.endpoint);
    if (this.target.virtualHost)
      return `${endpoint.protocol}//${this.target.bucket}.${endpoint.host}/${encodeKey(key)}`;
    return `${endpoint.origin}/${this.target.bucket}/${encodeKey(key)}`;
  }

  private async send(
    method: string,
    key: string,
    init: {body?: Buffer; headers?: Record<string, string>} = {},
  ): Promise<Response> {
    const response = await this.client.fetch(this.url(key), {
      method,
      ...(init.headers ? {headers: init.headers} : {}),
      ...(init.body ? {body: new Uint8Array(init.body)} : {}),
    });
    if (!response.ok && !(method === 'GET' && response.status === 404)) {
      const text = await response.text().catch(() => '');
      throw new DeployError(`${method} ${key}：存储服务返回 ${response.status}。${text.slice(0, 300)}`);
    }
    return response;
  }

  async put(key: string, body: Buffer, headers: Record<string, string>): Promise<void> {
    const md5 = createHash('md5').update(body).digest('base64');
    await (await this.send('PUT', key, {body, headers: {...headers, 'Content-MD5': md5}})).arrayBuffer();
  }

  /** The object as a reader behind the CDN would get it: status, headers and body. */
  async get(key: string): Promise<{status: number; headers: Headers; body: Buffer}> {
    const response = await this.send('GET', key);
    return {status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer())};
  }

  /** The object's text, or undefined when there is none. */
  async getText(key: string): Promise<string | undefined> {
    const response = await this.send('GET', key);
    if (response.status === 404) return void (await response.arrayBuffer());
    return response.text();
  }

  async delete(key: string): Promise<void> {
    await (await this.send('DELETE', key)).arrayBuffer();
  }
}

/** Runs `run` on every item, `size` at a time; after a failure no further item is started. */
async function inBatches<T>(items: readonly T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      await run(items[next++]!).catch((error: unknown) => {
        failed = true;
        throw error;
      });
    }
  };
  await Promise.all(Array.from({length: Math.min(size, items.length)}, worker));
}

async function readState(bucket: Bucket): Promise<DeployState | undefined> {
  const text = await bucket.getText(STATE_KEY);
  if (text === undefined) return undefined;
  try {
    const state = JSON.parse(text) as DeployState;
    return state.version === 1 ? state : undefined;
  } catch {
    // A state we cannot read only costs a full upload.
    return undefined;
  }
}

/**
 * One deploy. Each phase finishes before the next starts, so the pages of the new release go up
 * only once every file they name is in place; a failure stops the deploy where it is, and the
 * pages already served still find their files (nothing is deleted before the end). The state is
 * written last: after a failure the next run compares against the last complete deploy.
 */
export async function deploy(target: Target, options: DeployOptions): Promise<DeployResult> {
  const log = options.log ?? (() => undefined);
  const bucket = new Bucket(target);
  const objects = planBuild(options.buildDir);
  const plan = diff(objects, await readState(bucket), options.now ?? new Date(), options.keepDays ?? KEEP_DAYS);
  log(
    `共 ${objects.length} 个对象：上传 ${plan.upload.length} 个，未变 ${plan.unchanged.length} 个，保留旧版本文件 ${plan.kept.length} 个，删除 ${plan.prune.length} 个。`,
  );
  const uploaded: string[] = [];
  for (const phase of [0, 1, 2, 3] as const) {
    const batch = plan.upload.filter((object) => object.phase === phase);
    await inBatches(batch, options.concurrency ?? 8, async (object: PlannedObject) => {
      const body = fs.readFileSync(path.join(options.buildDir, object.file));
      await bucket.put(object.key, body, {'Content-Type': object.contentType, 'Cache-Control': object.cacheControl});
      uploaded.push(object.key);
    });
    if (batch.length > 0)
      log(
        `第 ${phase + 1} 批（${['带哈希的资源', '其他文件', '页面', '服务工作线程 sw.js'][phase]}）：${batch.length} 个已上传。`,
      );
  }
  await inBatches(plan.prune, options.concurrency ?? 8, (key) => bucket.delete(key));
  await bucket.put(STATE_KEY, Buffer.from(JSON.stringify(plan.state)), {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  return {uploaded, unchanged: plan.unchanged.length, prune: plan.prune, kept: plan.kept};
}

function targetFromArgs(argv: string[]): Target & {buildDir: string} {
  const {values} = parseArgs({
    args: argv,
    options: {
      bucket: {type: 'string'},
      endpoint: {type: 'string'},
      region: {type: 'string'},
      'virtual-host': {type: 'boolean', default: false},
      dir: {type: 'string', default: 'build'},
    },
  });
  const env = process.env;
  const missing = [
    ['--bucket', values.bucket],
    ['--endpoint', values.endpoint],
    ['--region', values.region],
    ['AWS_ACCESS_KEY_ID', env.AWS_ACCESS_KEY_ID],
    ['AWS_SECRET_ACCESS_KEY', env.AWS_SECRET_ACCESS_KEY],
  ].filter(([, value]) => !value);
  if (missing.length > 0)
    throw new DeployError(`缺少 ${missing.map(([name]) => name).join('、')}：参数和环境变量见 deploy/README.md。`);
  return {
    buildDir: path.resolve(values.dir!),
    bucket: values.bucket!,
    endpoint: values.endpoint!,
    region: values.region!,
    virtualHost: values['virtual-host'],
    accessKeyId: env.AWS_ACCESS_KEY_ID!,
    secretAccessKey: env.AWS_SECRET_ACCESS_KEY!,
    ...(env.AWS_SESSION_TOKEN ? {sessionToken: env.AWS_SESSION_TOKEN} : {}),
  };
}

if (require.main === module) {
  const {buildDir, ...target} = targetFromArgs(process.argv.slice(2));
  if (!fs.existsSync(path.join(buildDir, 'index.html')))
    throw new DeployError(`${buildDir} 里没有 index.html：请先运行 npm run build。`);
  deploy(target, {buildDir, log: console.log}).then(
    (result) => console.log(`部署完成：上传 ${result.uploaded.length} 个，未变 ${result.unchanged} 个。`),
    (error: Error) => {
      console.error(`部署失败，线上页面仍是上一版：${error.message}`);
      process.exit(1);
    },
  );
}
