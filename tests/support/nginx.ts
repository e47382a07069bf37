/**
 * Real nginx serving build/ with deploy/nginx.conf, for the e2e tests: the server block as shipped,
 * with only what a test machine must change — a plain-HTTP port of its own instead of 80/443 and
 * the certificates, the build's path for /srv/qianchuan/build, and a private prefix for its files.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {root} from './site';

export const NGINX_CONF = path.join(root, 'deploy/nginx.conf');

export function findNginx(): string | undefined {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'])
    if (fs.existsSync(candidate)) return candidate;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], {encoding: 'utf8'});
  return which.status === 0 ? which.stdout.trim() : undefined;
}

/** deploy/nginx.conf's HTTPS server block, made to listen on `port` over HTTP and serve `buildDir`. */
export function testServerBlock(conf: string, buildDir: string, port: number): string {
  const blocks = conf.split(/^(?=server \{)/m).filter((block) => block.startsWith('server {'));
  const main = blocks.find((block) => /listen 443 ssl/.test(block));
  if (!main)
    throw new Error(
      'deploy/nginx.conf 里找不到 `listen 443 ssl` 的 server 块：测试按它改写监听端口，请保留这一行或同步修改 tests/support/nginx.ts。',
    );
  const block = main
    .replace(/^\s*listen 443 ssl.*$/m, `    listen 127.0.0.1:${port};`)
    .replace(/^\s*listen \[::\]:443.*\n/m, '')
    .replace(/^\s*ssl_certificate(_key)?\s.*\n/gm, '')
    .replaceAll('/srv/qianchuan/build', buildDir);
  if (/\bssl\b|\/srv\/qianchuan/.test(block.replace(/#.*$/gm, '')))
    throw new Error(
      'tests/support/nginx.ts 没能把 deploy/nginx.conf 改成测试用的配置（还剩 ssl 或 /srv/qianchuan）：请同步修改它。',
    );
  return block;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const {port} = server.address() as net.AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

export interface RunningNginx {
  origin: string;
  stop: () => Promise<void>;
}

export async function startNginx(buildDir: string): Promise<RunningNginx> {
  const nginx = findNginx();
  if (!nginx) throw new Error('找不到 nginx：请安装 Debian 的 nginx 包（apt-get install nginx；.ci/run 会自动安装）。');
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-e2e-'));
  const port = await freePort();
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${prefix}/${kind};`)
    .join('\n');
  const config = [
    // Run as root (a container), nginx's workers would drop to nobody, who may not read the build.
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes 1;',
    `error_log ${prefix}/error.log;`,
    `pid ${prefix}/nginx.pid;`,
    'events { worker_connections 256; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    temp,
    testServerBlock(fs.readFileSync(NGINX_CONF, 'utf8'), buildDir, port),
    '}',
  ].join('\n');
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), config);
  const check = spawnSync(nginx, ['-t', '-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {encoding: 'utf8'});
  if (check.status !== 0) throw new Error(`nginx -t 不通过：\n${check.stderr}`);
  const child: ChildProcess = spawn(nginx, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      await fetch(`${origin}/`);
      break;
    } catch (error) {
      if (tries > 100 || child.exitCode !== null)
        throw new Error(`nginx 没有启动：${fs.readFileSync(path.join(prefix, 'error.log'), 'utf8').slice(-500)}`, {
          cause: error,
        });
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  return {
    origin,
    stop: async () => {
      child.kill('SIGQUIT');
      await new Promise((done) => (child.exitCode !== null ? done(undefined) : child.once('exit', done)));
      fs.rmSync(prefix, {recursive: true, force: true});
    },
  };
}
