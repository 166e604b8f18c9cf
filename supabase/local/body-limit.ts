/**
 * Request body size limits. A body larger than its API allows is refused with 413 before any of it is read
 * when its Content-Length says so, and while it streams in otherwise, so memory never holds more than the
 * limit of one request.
 */
import type { IncomingMessage } from 'node:http';

/** Thrown (as the body stream's error) once a body passes its limit. */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`The request body exceeds the limit of ${limit} bytes`);
  }
}

/** The declared Content-Length, when there is one and it is a number. */
export function declaredLength(req: IncomingMessage): number | null {
  const value = req.headers['content-length'];
  if (value === undefined || !/^\d+$/.test(value)) return null;
  return Number(value);
}

/**
 * The request body as a Web stream that errors with BodyTooLarge once more than `limit` bytes arrive.
 * Past the limit the rest of the body is drained and dropped, so the refusal can still be answered.
 */
export function limitedBody(req: IncomingMessage, limit: number): ReadableStream<Uint8Array> {
  let received = 0;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.on('data', (chunk: Buffer) => {
          received += chunk.byteLength;
          if (received > limit) {
            req.removeAllListeners('data');
            req.resume();
            controller.error(new BodyTooLarge(limit));
            return;
          }
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 1) <= 0) req.pause();
        });
        req.once('end', () => {
          if (received <= limit) controller.close();
        });
        req.once('error', (error) => controller.error(error));
        req.pause();
      },
      pull() {
        req.resume();
      },
      cancel() {
        req.removeAllListeners('data');
        req.resume();
      },
    },
    { highWaterMark: 4 },
  );
}

/** Reads a whole body that may be at most `limit` bytes; rejects with BodyTooLarge past it. */
export async function readLimited(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const reader = limitedBody(req, limit).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return Buffer.concat(chunks);
    chunks.push(Buffer.from(value.buffer, value.byteOffset, value.byteLength));
  }
}
