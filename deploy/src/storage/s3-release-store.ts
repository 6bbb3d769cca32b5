import { randomUUID } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';

import { isAuditEntry, type AuditEntry } from '../audit/audit-entry';
import {
  assertEnvironmentName,
  assertValidEnvironment,
  parseEnvironmentManifest,
  type EnvironmentManifest,
} from '../environment/environment-manifest';
import { IMMUTABLE, NO_CACHE } from '../edge/cache-policy';
import { contentTypeFor } from './content-type';
import { ReleaseExistsError } from '../deploy-error';
import {
  assertAppName,
  assertReleaseVersion,
  RELEASE_METADATA_FILE,
  type PublishedRelease,
  type ReleaseMetadata,
  type ReleaseStore,
} from './release-store';

export interface S3StoreOptions {
  bucket: string;
  /** Key prefix inside the bucket ("" or ending in "/"), so several deployments can share one bucket. */
  prefix?: string;
  client: S3Client;
  /** Keys per ListObjectsV2 page (the service's default, 1000, when absent). */
  pageSize?: number;
}

export interface S3ClientEnv {
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/**
 * An S3 client for AWS or any S3-compatible service (MinIO, Ceph, R2 …): path-style addressing, and checksums only
 * where the API requires them, which every S3-compatible server understands.
 */
export function createS3Client(env: S3ClientEnv): S3Client {
  const config: S3ClientConfig = {
    region: env.region ?? 'us-east-1',
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  if (env.endpoint) config.endpoint = env.endpoint;
  if (env.accessKeyId && env.secretAccessKey) {
    config.credentials = { accessKeyId: env.accessKeyId, secretAccessKey: env.secretAccessKey };
  }
  return new S3Client(config);
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

async function listFiles(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full, base) : Promise.resolve([path.relative(base, full)]);
    }),
  );
  return nested.flat().sort();
}

/**
 * The same layout as the local folders, in a bucket: releases/<app>/<version>/…, environments/<env>.json and one
 * object per audit line under audit/ (objects cannot be appended to). Every release object is written with
 * `If-None-Match: *`, so a published version can never be overwritten, even by two publishers racing.
 */
export class S3ReleaseStore implements ReleaseStore {
  readonly description: string;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly client: S3Client;
  private readonly pageSize: number | undefined;

  constructor(options: S3StoreOptions) {
    this.pageSize = options.pageSize;
    this.bucket = options.bucket;
    this.prefix = options.prefix ?? '';
    this.client = options.client;
    this.description = `s3://${this.bucket}/${this.prefix}`;
  }

  private releaseKey(app: string, version: string, file = ''): string {
    assertAppName(app);
    assertReleaseVersion(version);
    return `${this.prefix}releases/${app}/${version}/${file}`;
  }

  private async getObject(key: string): Promise<Buffer | null> {
    try {
      const response = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return response.Body ? Buffer.from(await response.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  private async putOnce(key: string, body: Buffer, contentType: string, cacheControl: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: cacheControl,
        IfNoneMatch: '*',
      }),
    );
  }

  private async listKeys(prefix: string, delimiter?: string): Promise<{ keys: string[]; prefixes: string[] }> {
    const keys: string[] = [];
    const prefixes: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          ...(delimiter ? { Delimiter: delimiter } : {}),
          ...(this.pageSize ? { MaxKeys: this.pageSize } : {}),
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      for (const common of page.CommonPrefixes ?? []) if (common.Prefix) prefixes.push(common.Prefix);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return { keys, prefixes };
  }

  async putRelease(app: string, version: string, sourceDir: string, metadata: ReleaseMetadata): Promise<void> {
    if (await this.hasRelease(app, version)) throw new ReleaseExistsError(app, version);
    try {
      for (const file of await listFiles(sourceDir)) {
        const key = this.releaseKey(app, version, file.split(path.sep).join('/'));
        await this.putOnce(key, await readFile(path.join(sourceDir, file)), contentTypeFor(file), IMMUTABLE);
      }
      // Written last: a release is listed only once all its files are there.
      await this.putOnce(
        this.releaseKey(app, version, RELEASE_METADATA_FILE),
        Buffer.from(`${JSON.stringify(metadata, null, 2)}\n`),
        contentTypeFor(RELEASE_METADATA_FILE),
        IMMUTABLE,
      );
    } catch (error) {
      if (statusOf(error) === 412) throw new ReleaseExistsError(app, version);
      throw error;
    }
  }

  async hasRelease(app: string, version: string): Promise<boolean> {
    try {
      await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.releaseKey(app, version, RELEASE_METADATA_FILE) }),
      );
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw error;
    }
  }

  async listReleases(app: string): Promise<PublishedRelease[]> {
    assertAppName(app);
    const { prefixes } = await this.listKeys(`${this.prefix}releases/${app}/`, '/');
    const releases: PublishedRelease[] = [];
    for (const versionPrefix of prefixes) {
      const version = versionPrefix.slice(0, -1).split('/').at(-1) ?? '';
      const body = await this.getObject(`${versionPrefix}${RELEASE_METADATA_FILE}`);
      if (!body) continue; // still uploading, or abandoned half-way
      const metadata = JSON.parse(body.toString('utf8')) as { publishedAt?: unknown };
      releases.push({ version, publishedAt: typeof metadata.publishedAt === 'string' ? metadata.publishedAt : null });
    }
    return releases;
  }

  async readReleaseFile(app: string, version: string, file: string): Promise<Buffer | null> {
    if (file.split('/').some((segment) => segment === '..' || segment === '')) return null;
    return this.getObject(this.releaseKey(app, version, file));
  }

  async listReleaseFiles(app: string, version: string): Promise<string[]> {
    const prefix = this.releaseKey(app, version);
    const { keys } = await this.listKeys(prefix);
    return keys.map((key) => key.slice(prefix.length)).sort();
  }

  private environmentKey(environment: string): string {
    assertEnvironmentName(environment);
    return `${this.prefix}environments/${environment}.json`;
  }

  async readEnvironment(environment: string): Promise<EnvironmentManifest | null> {
    const key = this.environmentKey(environment);
    const body = await this.getObject(key);
    if (!body) return null;
    return parseEnvironmentManifest(JSON.parse(body.toString('utf8')), `s3://${this.bucket}/${key}`);
  }

  async writeEnvironment(environment: string, manifest: EnvironmentManifest): Promise<void> {
    assertValidEnvironment(environment, manifest);
    // One PutObject replaces the object whole: readers get the old or the new manifest, never a mix.
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.environmentKey(environment),
        Body: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`),
        ContentType: contentTypeFor('manifest.json'),
        CacheControl: NO_CACHE,
      }),
    );
  }

  async appendAudit(entry: AuditEntry): Promise<void> {
    // Time first, so listing the prefix returns the log in order.
    const key = `${this.prefix}audit/${entry.time.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.json`;
    await this.putOnce(key, Buffer.from(`${JSON.stringify(entry)}\n`), contentTypeFor(key), NO_CACHE);
  }

  async readAudit(): Promise<AuditEntry[]> {
    const { keys } = await this.listKeys(`${this.prefix}audit/`);
    const entries: AuditEntry[] = [];
    for (const key of keys.sort()) {
      const body = await this.getObject(key);
      const value: unknown = body ? JSON.parse(body.toString('utf8')) : null;
      if (isAuditEntry(value)) entries.push(value);
    }
    return entries;
  }
}
