/**
 * A stand-in for Alibaba Cloud CDN's OpenAPI (RPC style, version 2018-05-10) for the deploy tests:
 * it checks each request's signature the way the service documents it (HMAC-SHA1 over the sorted,
 * percent-encoded parameters, key = secret + "&") and keeps a domain's `set_resp_header` rules in
 * memory, for the three calls the deploy makes.
 */
import {createHmac} from 'node:crypto';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import type {CdnTarget} from './aliyun-cdn';

/** RFC 3986 percent-encoding, as the signature requires (`encodeURIComponent` leaves !'()* alone). */
const percent = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function rpcSignature(params: Record<string, string>, method: string, secret: string): string {
  const canonical = Object.keys(params)
    .filter((key) => key !== 'Signature')
    .sort()
    .map((key) => `${percent(key)}=${percent(params[key]!)}`)
    .join('&');
  const toSign = `${method}&${percent('/')}&${percent(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(toSign).digest('base64');
}

export interface StoredRule {
  configId: string;
  key: string;
  value: string;
}

export interface LocalCdn {
  target: CdnTarget;
  /** Each call's Action, in order. */
  calls: string[];
  rules: StoredRule[];
  close(): Promise<void>;
}

interface FunctionSpec {
  functionName: string;
  configId?: number;
  functionArgs: {argName: string; argValue: string}[];
}

export async function startLocalCdn(domain: string): Promise<LocalCdn> {
  const target = {endpoint: '', accessKeyId: 'LTAI-test', accessKeySecret: 'secret-test', securityToken: 'sts-test'};
  const calls: string[] = [];
  const rules: StoredRule[] = [];
  let nextId = 1000;

  const handle = (params: Record<string, string>): [number, object] => {
    if (params.AccessKeyId !== target.accessKeyId || params.SecurityToken !== target.securityToken)
      return [403, {Code: 'InvalidAccessKeyId.NotFound', Message: 'unknown key or token'}];
    if (params.Signature !== rpcSignature(params, 'POST', target.accessKeySecret))
      return [400, {Code: 'SignatureDoesNotMatch', Message: 'signature mismatch'}];
    if (params.Version !== '2018-05-10') return [400, {Code: 'InvalidVersion', Message: params.Version ?? ''}];
    calls.push(params.Action!);
    const domainOf = params.DomainName ?? params.DomainNames;
    if (domainOf !== domain) return [404, {Code: 'InvalidDomain.NotFound', Message: domainOf ?? ''}];
    switch (params.Action) {
      case 'DescribeCdnDomainConfigs': {
        const configs = rules.map((rule) => ({
          ConfigId: rule.configId,
          FunctionName: 'set_resp_header',
          Status: 'success',
          FunctionArgs: {
            FunctionArg: [
              {ArgName: 'key', ArgValue: rule.key},
              {ArgName: 'value', ArgValue: rule.value},
            ],
          },
        }));
        return [200, {RequestId: 'r', DomainConfigs: {DomainConfig: configs}}];
      }
      case 'BatchSetCdnDomainConfig': {
        for (const spec of JSON.parse(params.Functions!) as FunctionSpec[]) {
          const args = new Map(spec.functionArgs.map((arg) => [arg.argName, arg.argValue]));
          const rule = {key: args.get('key')!, value: args.get('value')!};
          const existing = rules.find((stored) => stored.configId === String(spec.configId));
          if (spec.configId !== undefined && !existing) return [400, {Code: 'InvalidConfigId', Message: ''}];
          if (existing) Object.assign(existing, rule);
          else rules.push({configId: String(nextId++), ...rule});
        }
        return [200, {RequestId: 'r'}];
      }
      case 'DeleteSpecificConfig': {
        for (const id of params.ConfigId!.split(','))
          rules.splice(
            rules.findIndex((rule) => rule.configId === id),
            1,
          );
        return [200, {RequestId: 'r'}];
      }
      default:
        return [400, {Code: 'InvalidAction', Message: params.Action ?? ''}];
    }
  };

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const [status, json] = handle(Object.fromEntries(new URLSearchParams(body)));
      res.writeHead(status, {'content-type': 'application/json'}).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  target.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {target, calls, rules, close: () => new Promise((resolve) => server.close(() => resolve()))};
}
