import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One request the receiver got, with what the standardwebhooks package made of its signature. */
export interface Received {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  /** The payload as `Webhook.verify` returned it; null when verification threw. */
  verified: { type: string; timestamp: string; data: Record<string, unknown> } | null;
  verifyError: string | null;
}

/** What to answer a request: a status (default 204), headers, a body, a delay; `hang` never answers. */
export type Answer = {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  delayMs?: number;
  hang?: boolean;
};

export interface Receiver {
  url: string;
  port: number;
  received: Received[];
  /** The secret deliveries are verified with (set it once the endpoint is registered). */
  secret: string;
  /** Decides each answer; by default 204. */
  answer: (r: Received, n: number) => Answer;
  /** Resolves once `count` requests have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

/** A real webhook receiver on 127.0.0.1 that verifies every delivery with the standardwebhooks package. */
export async function startReceiver(): Promise<Receiver> {
  const waiters: (() => void)[] = [];
  const receiver = {
    received: [] as Received[],
    secret: '',
    answer: () => ({}),
  } as unknown as Receiver;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = {
        'webhook-id': String(req.headers['webhook-id'] ?? ''),
        'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''),
        'webhook-signature': String(req.headers['webhook-signature'] ?? ''),
      };
      let verified: Received['verified'] = null;
      let verifyError: string | null = null;
      try {
        verified = new Webhook(receiver.secret).verify(body, headers) as Received['verified'];
      } catch (err) {
        verifyError = (err as Error).message;
      }
      const r: Received = {
        id: headers['webhook-id'],
        timestamp: headers['webhook-timestamp'],
        signature: headers['webhook-signature'],
        body,
        verified,
        verifyError,
      };
      receiver.received.push(r);
      waiters.splice(0).forEach((w) => w());
      const answer = receiver.answer(r, receiver.received.length);
      if (answer.hang) return;
      setTimeout(() => {
        res.writeHead(answer.status ?? 204, answer.headers);
        res.end(answer.body);
      }, answer.delayMs ?? 0);
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    port,
    url: `http://127.0.0.1:${port}/hooks`,
    waitFor(count: number, timeoutMs = 15_000) {
      return new Promise<Received[]>((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(`receiver: ${receiver.received.length} of ${count} requests after ${timeoutMs} ms`),
            ),
          timeoutMs,
        );
        const check = () => {
          if (receiver.received.length >= count) {
            clearTimeout(timer);
            resolve(receiver.received);
          } else waiters.push(check);
        };
        check();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
