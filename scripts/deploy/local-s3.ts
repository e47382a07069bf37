/**
 * A local S3-compatible server for the deploy tests (s3rver, files in a temporary folder), behind
 * a small proxy that records every request and can cut the connection after a number of uploads,
 * as a network that drops halfway through a deploy does.
 */
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import {Bucket, type Target} from './s3';

/** s3rver's fixed credentials. */
const CREDENTIALS = {accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER'};

export interface LocalS3 {
  target: Target;
  /** Signed reads, as the CDN in front of the bucket would make them. */
  bucket: Bucket;
  /** Every request through the proxy: `PUT key`, `GET key`, `DELETE key` (keys decoded). */
  requests: string[];
  /** After this many more PUTs succeed, every further request has its connection cut. */
  failAfterPuts(count: number | undefined): void;
  close(): Promise<void>;
}

export async function startLocalS3(bucketName = 'site'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{name: bucketName}],
  });
  const {port: s3Port} = await server.run();
  const requests: string[] = [];
  let putsLeft: number | undefined;
  const proxy = http.createServer((req, res) => {
    const key = decodeURIComponent(new URL(req.url!, 'http://x').pathname.replace(`/${bucketName}/`, ''));
    if (putsLeft !== undefined && putsLeft <= 0) return void req.socket.destroy();
    if (req.method === 'PUT' && putsLeft !== undefined) putsLeft--;
    requests.push(`${req.method} ${key}`);
    const upstream = http.request(
      {host: '127.0.0.1', port: s3Port, method: req.method, path: req.url, headers: req.headers},
      (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  const target: Target = {
    endpoint: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    bucket: bucketName,
    region: 'us-east-1',
    ...CREDENTIALS,
  };
  return {
    target,
    bucket: new Bucket(target),
    requests,
    failAfterPuts: (count) => void (putsLeft = count),
    close: async () => {
      await new Promise((done) => proxy.close(done));
      await server.close();
      fs.rmSync(directory, {recursive: true, force: true});
    },
  };
}
