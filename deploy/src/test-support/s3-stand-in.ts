import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface StoredObject {
  body: Buffer;
  etag: string;
  contentType: string;
  cacheControl: string | undefined;
  lastModified: Date;
}

export interface S3StandIn {
  endpoint: string;
  bucket: string;
  objects: Map<string, StoredObject>;
  /** Every request seen, as "METHOD key?query", for assertions. */
  requests: string[];
  close(): Promise<void>;
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function sendError(response: ServerResponse, status: number, code: string, head = false): void {
  response.writeHead(status, { 'Content-Type': 'application/xml' });
  response.end(
    head
      ? undefined
      : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
  );
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A minimal S3-protocol server for tests: one bucket, path-style URLs, PutObject (with `If-None-Match: *`),
 * GetObject, HeadObject and ListObjectsV2 (prefix, delimiter, max-keys, continuation token). It does not check
 * signatures, only that the request is signed at all.
 */
export async function startS3StandIn(bucket = 'beacon-releases'): Promise<S3StandIn> {
  const objects = new Map<string, StoredObject>();
  const requests: string[] = [];

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://s3.local');
    const [, bucketName = '', ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    requests.push(`${request.method} ${key}${url.search}`);
    if (!String(request.headers['authorization'] ?? '').startsWith('AWS4-HMAC-SHA256')) {
      return sendError(response, 403, 'AccessDenied');
    }
    if (decodeURIComponent(bucketName) !== bucket) return sendError(response, 404, 'NoSuchBucket');

    if (request.method === 'PUT' && key) {
      const body = await readBody(request);
      if (request.headers['if-none-match'] === '*' && objects.has(key)) {
        return sendError(response, 412, 'PreconditionFailed');
      }
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      objects.set(key, {
        body,
        etag,
        contentType: String(request.headers['content-type'] ?? 'application/octet-stream'),
        cacheControl: request.headers['cache-control'],
        lastModified: new Date(),
      });
      response.writeHead(200, { ETag: etag });
      return response.end();
    }

    if ((request.method === 'GET' || request.method === 'HEAD') && key) {
      const object = objects.get(key);
      if (!object) return sendError(response, 404, 'NoSuchKey', request.method === 'HEAD');
      response.writeHead(200, {
        'Content-Type': object.contentType,
        'Content-Length': object.body.length,
        ETag: object.etag,
        'Last-Modified': object.lastModified.toUTCString(),
        ...(object.cacheControl ? { 'Cache-Control': object.cacheControl } : {}),
      });
      return response.end(request.method === 'HEAD' ? undefined : object.body);
    }

    if (request.method === 'GET' && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const delimiter = url.searchParams.get('delimiter') ?? '';
      const maxKeys = Number(url.searchParams.get('max-keys') ?? 1000);
      const start = Number(url.searchParams.get('continuation-token') ?? 0);
      const entries: { key?: string; prefix?: string }[] = [];
      const seenPrefixes = new Set<string>();
      for (const candidate of [...objects.keys()].filter((name) => name.startsWith(prefix)).sort()) {
        const cut = delimiter ? candidate.indexOf(delimiter, prefix.length) : -1;
        if (cut >= 0) {
          const common = candidate.slice(0, cut + delimiter.length);
          if (!seenPrefixes.has(common)) {
            seenPrefixes.add(common);
            entries.push({ prefix: common });
          }
        } else entries.push({ key: candidate });
      }
      const page = entries.slice(start, start + maxKeys);
      const truncated = start + maxKeys < entries.length;
      const xml = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">',
        `<Name>${escapeXml(bucket)}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount>`,
        `<MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>`,
        truncated ? `<NextContinuationToken>${start + maxKeys}</NextContinuationToken>` : '',
        ...page.map((entry) => {
          if (entry.prefix) return `<CommonPrefixes><Prefix>${escapeXml(entry.prefix)}</Prefix></CommonPrefixes>`;
          const object = objects.get(entry.key ?? '');
          return `<Contents><Key>${escapeXml(entry.key ?? '')}</Key><LastModified>${object?.lastModified.toISOString()}</LastModified><ETag>${escapeXml(object?.etag ?? '')}</ETag><Size>${object?.body.length ?? 0}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
        }),
        '</ListBucketResult>',
      ].join('');
      response.writeHead(200, { 'Content-Type': 'application/xml' });
      return response.end(xml);
    }

    return sendError(response, 405, 'MethodNotAllowed');
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => sendError(response, 500, 'InternalError'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    requests,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
