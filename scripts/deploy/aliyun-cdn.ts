/**
 * `npm run deploy:cdn-headers -- --phase before|after [--domain <host>]`: makes Alibaba Cloud CDN's response-header rules (节点 HTTP 响应头, function `set_resp_header`) equal to the headers in
 * build/_headers, through the CDN OpenAPI (version 2018-05-10) with `@alicloud/pop-core`, the
 * official RPC client. `before` the upload the CSP allows both releases' inline scripts, `after` it
 * exactly the new one's (./cdn-headers.ts). The deploy owns every `set_resp_header` rule of the
 * domain: a rule for a header the build does not send is deleted. Credentials from the
 * environment: ALIBABA_CLOUD_ACCESS_KEY_ID, ALIBABA_CLOUD_ACCESS_KEY_SECRET and, for the OIDC
 * role's temporary ones, ALIBABA_CLOUD_SECURITY_TOKEN. deploy/README.md says how to set it up.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import RPCClient from '@alicloud/pop-core';
import {site} from '../../src/config/site';
import {HEADERS_FILE} from '../../src/plugins/security-headers/headers';
import {headersForPhase, planHeaderConfigs, siteHeaders, type HeaderConfig, type HeaderPlan} from './cdn-headers';

const FUNCTION = 'set_resp_header';

interface DescribeResponse {
  DomainConfigs?: {
    DomainConfig?: {
      ConfigId: string | number;
      FunctionName: string;
      FunctionArgs?: {FunctionArg?: {ArgName: string; ArgValue: string}[]};
    }[];
  };
}

export interface CdnTarget {
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
  securityToken?: string;
}

export class AliyunCdn {
  private readonly client: RPCClient;

  constructor(target: CdnTarget) {
    this.client = new RPCClient({
      endpoint: target.endpoint,
      apiVersion: '2018-05-10',
      accessKeyId: target.accessKeyId,
      accessKeySecret: target.accessKeySecret,
      ...(target.securityToken ? {securityToken: target.securityToken} : {}),
    });
  }

  private call<T>(action: string, params: Record<string, string>): Promise<T> {
    // POST: the CSP is too long for a query string.
    return this.client.request<T>(action, params, {method: 'POST', timeout: 20_000});
  }

  async headerConfigs(domain: string): Promise<HeaderConfig[]> {
    const response = await this.call<DescribeResponse>('DescribeCdnDomainConfigs', {
      DomainName: domain,
      FunctionNames: FUNCTION,
    });
    return (response.DomainConfigs?.DomainConfig ?? [])
      .filter((config) => config.FunctionName === FUNCTION)
      .map((config) => {
        const args = new Map((config.FunctionArgs?.FunctionArg ?? []).map((arg) => [arg.ArgName, arg.ArgValue]));
        return {configId: String(config.ConfigId), name: args.get('key') ?? '', value: args.get('value') ?? ''};
      });
  }

  async apply(domain: string, plan: HeaderPlan): Promise<void> {
    if (plan.set.length > 0) {
      const functions = plan.set.map(({configId, name, value}) => ({
        functionName: FUNCTION,
        functionArgs: [
          {argName: 'key', argValue: name},
          {argName: 'value', argValue: value},
        ],
        ...(configId ? {configId: Number(configId)} : {}),
      }));
      await this.call('BatchSetCdnDomainConfig', {DomainNames: domain, Functions: JSON.stringify(functions)});
    }
    if (plan.remove.length > 0)
      await this.call('DeleteSpecificConfig', {DomainName: domain, ConfigId: plan.remove.join(',')});
  }
}

/** One phase of the sync; returns what it changed. */
export async function syncHeaders(
  cdn: AliyunCdn,
  domain: string,
  phase: 'before' | 'after',
  headersFileText: string,
): Promise<HeaderPlan> {
  const existing = await cdn.headerConfigs(domain);
  const plan = planHeaderConfigs(existing, headersForPhase(phase, siteHeaders(headersFileText), existing));
  await cdn.apply(domain, plan);
  return plan;
}

function env(name: string, required = true): string | undefined {
  const value = process.env[name];
  if (required && !value) throw new Error(`缺少环境变量 ${name}（deploy/README.md，“Mainland”一节）。`);
  return value || undefined;
}

async function main() {
  const {values} = parseArgs({
    options: {
      domain: {type: 'string', default: new URL(site.url).host},
      phase: {type: 'string'},
      build: {type: 'string', default: 'build'},
      endpoint: {type: 'string', default: 'https://cdn.aliyuncs.com'},
    },
  });
  if (!values.domain || (values.phase !== 'before' && values.phase !== 'after'))
    throw new Error('用法：npm run deploy:cdn-headers -- --phase before|after [--domain <加速域名>]');
  const cdn = new AliyunCdn({
    endpoint: values.endpoint,
    accessKeyId: env('ALIBABA_CLOUD_ACCESS_KEY_ID')!,
    accessKeySecret: env('ALIBABA_CLOUD_ACCESS_KEY_SECRET')!,
    securityToken: env('ALIBABA_CLOUD_SECURITY_TOKEN', false),
  });
  const text = fs.readFileSync(path.join(values.build, HEADERS_FILE), 'utf8');
  const plan = await syncHeaders(cdn, values.domain, values.phase, text);
  const names = plan.set.map((header) => header.name).join(', ') || '无';
  console.log(
    `[cdn-headers] ${values.domain} ${values.phase}: 写入 ${plan.set.length} 条（${names}），删除 ${plan.remove.length} 条`,
  );
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(`[cdn-headers] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
