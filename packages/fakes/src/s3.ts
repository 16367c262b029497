// Fake S3-compatible object store speaking the S3 REST wire format, path style (/<bucket>/<key>):
//   PUT    /<bucket>/<key>   PutObject: body stored with its Content-Type, 200 with an ETag (quoted MD5)
//   GET    /<bucket>/<key>   GetObject: the bytes with Content-Type, Content-Length, ETag, Last-Modified
//   HEAD   /<bucket>/<key>   HeadObject: the same headers, no body
//   DELETE /<bucket>/<key>   DeleteObject: 204 whether or not the key existed, as S3 answers
// Requests must carry an AWS Signature V4 Authorization header naming the configured access key, and a
// x-amz-content-sha256 that matches the body (or UNSIGNED-PAYLOAD / a streaming marker). Errors are the
// S3 XML <Error><Code/><Message/></Error> documents (NoSuchKey, NoSuchBucket, InvalidAccessKeyId…).
import { createHash } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';

interface FakeS3Object {
  data: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

export interface FakeS3 {
  url: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The stored objects by key, to assert on. */
  objects: Map<string, FakeS3Object>;
  requests: { method: string; key: string }[];
  close(): Promise<void>;
}

const xmlError = (reply: FastifyReply, status: number, code: string, message: string, resource: string) =>
  reply
    .code(status)
    .type('application/xml')
    .send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><Resource>${resource}</Resource><RequestId>fake</RequestId></Error>`,
    );

/** Decodes an aws-chunked body (`<hex size>;chunk-signature=…\r\n<bytes>\r\n` … `0;…\r\n` + trailers). */
function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < raw.length) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = Number.parseInt(raw.toString('latin1', at, lineEnd).split(';')[0] ?? '', 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

export async function startFakeS3(options: { bucket?: string; accessKeyId?: string; secretAccessKey?: string } = {}): Promise<FakeS3> {
  const bucket = options.bucket ?? 'agenda-files';
  const accessKeyId = options.accessKeyId ?? 'AKIAFAKES3EXAMPLE';
  const secretAccessKey = options.secretAccessKey ?? 'fake-s3-secret-key-for-tests';
  const objects = new Map<string, FakeS3Object>();
  const requests: { method: string; key: string }[] = [];
  const app = Fastify({ logger: false, bodyLimit: 200 * 1024 * 1024 });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  /** The error a request gets before reaching its bucket and key, or null. */
  function refuse(request: FastifyRequest, reply: FastifyReply, path: string): FastifyReply | null {
    const auth = request.headers.authorization ?? '';
    const credential =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/[^/]+\/s3\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/.exec(auth);
    if (!credential || !request.headers['x-amz-date']) return xmlError(reply, 403, 'AccessDenied', 'Access Denied', path);
    if (credential[1] !== accessKeyId)
      return xmlError(reply, 403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.', path);
    return null;
  }

  app.route<{ Params: { bucket: string; '*': string } }>({
    method: ['GET', 'HEAD', 'PUT', 'DELETE'],
    url: '/:bucket/*',
    handler: async (request, reply) => {
      const key = decodeURIComponent(request.params['*']);
      const path = `/${request.params.bucket}/${key}`;
      const refused = refuse(request, reply, path);
      if (refused) return refused;
      if (request.params.bucket !== bucket) return xmlError(reply, 404, 'NoSuchBucket', 'The specified bucket does not exist', path);
      requests.push({ method: request.method, key });
      if (request.method === 'PUT') {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const declared = String(request.headers['x-amz-content-sha256'] ?? '');
        const chunked = declared.startsWith('STREAMING-') || String(request.headers['content-encoding'] ?? '').includes('aws-chunked');
        const data = chunked ? decodeAwsChunked(raw) : raw;
        if (!chunked && declared !== 'UNSIGNED-PAYLOAD' && declared !== createHash('sha256').update(data).digest('hex'))
          return xmlError(
            reply,
            400,
            'XAmzContentSHA256Mismatch',
            'The provided x-amz-content-sha256 header does not match what was computed.',
            path,
          );
        const etag = `"${createHash('md5').update(data).digest('hex')}"`;
        const contentType = String(request.headers['content-type'] ?? 'binary/octet-stream');
        objects.set(key, { data, contentType, etag, lastModified: new Date() });
        return reply.code(200).header('etag', etag).send();
      }
      if (request.method === 'DELETE') {
        objects.delete(key);
        return reply.code(204).send();
      }
      const object = objects.get(key);
      if (!object) {
        if (request.method === 'HEAD') return reply.code(404).send();
        return xmlError(reply, 404, 'NoSuchKey', 'The specified key does not exist.', path);
      }
      reply
        .header('content-type', object.contentType)
        .header('content-length', object.data.length)
        .header('etag', object.etag)
        .header('last-modified', object.lastModified.toUTCString())
        .header('accept-ranges', 'bytes');
      return reply.send(request.method === 'HEAD' ? undefined : object.data);
    },
  });

  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, bucket, accessKeyId, secretAccessKey, objects, requests, close: () => app.close() };
}
