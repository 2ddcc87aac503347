import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface StubRefund {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: string;
}

export interface StubIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
}

/**
 * A local stand-in for api.stripe.com's PaymentIntents endpoints, for the stripe SDK's host, port
 * and protocol options. It records every request (method, path, headers, form body).
 */
export async function startStripeStub() {
  const intents = new Map<string, StubIntent>();
  const byIdempotencyKey = new Map<string, StubIntent>();
  const refunds = new Map<string, StubRefund>();
  const refundsByKey = new Map<string, StubRefund>();
  const requests: {
    method: string;
    path: string;
    headers: http.IncomingHttpHeaders;
    body: URLSearchParams;
  }[] = [];
  let delayMs = 0;
  let counter = 0;

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    request.on('end', () => {
      const body = new URLSearchParams(raw);
      const path = (request.url ?? '').split('?')[0] ?? '';
      requests.push({ method: request.method ?? '', path, headers: request.headers, body });
      const send = (status: number, payload: unknown) => {
        setTimeout(() => {
          if (response.writableEnded || response.destroyed) return;
          response.writeHead(status, {
            'content-type': 'application/json',
            'request-id': `req_${counter}`,
          });
          response.end(JSON.stringify(payload));
        }, delayMs);
      };
      const missing = () =>
        send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such payment_intent',
          },
        });

      if (request.method === 'POST' && path === '/v1/payment_intents') {
        const key = String(request.headers['idempotency-key'] ?? '');
        const existing = byIdempotencyKey.get(key);
        if (existing) return send(200, existing);
        counter += 1;
        const id = `pi_stub${counter}`;
        const metadata: Record<string, string> = {};
        for (const [name, value] of body) {
          const match = /^metadata\[(.+)\]$/.exec(name);
          if (match?.[1]) metadata[match[1]] = value;
        }
        const intent: StubIntent = {
          id,
          object: 'payment_intent',
          amount: Number(body.get('amount')),
          currency: body.get('currency') ?? 'usd',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_stub`,
          metadata,
          automatic_payment_methods: {
            enabled: body.get('automatic_payment_methods[enabled]') === 'true',
          },
        };
        intents.set(id, intent);
        if (key) byIdempotencyKey.set(key, intent);
        return send(200, intent);
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        const key = String(request.headers['idempotency-key'] ?? '');
        const existing = refundsByKey.get(key);
        if (existing) return send(200, existing);
        const intent = intents.get(body.get('payment_intent') ?? '');
        if (!intent) return missing();
        const amount = Number(body.get('amount') ?? intent.amount);
        const refunded = [...refunds.values()]
          .filter((refund) => refund.payment_intent === intent.id)
          .reduce((sum, refund) => sum + refund.amount, 0);
        if (intent.status !== 'succeeded' || amount > intent.amount - refunded) {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'amount_too_large',
              message: 'Refund amount is greater than unrefunded amount on charge',
            },
          });
        }
        const refund: StubRefund = {
          id: `re_stub${refunds.size + 1}`,
          object: 'refund',
          amount,
          payment_intent: intent.id,
          status: 'succeeded',
        };
        refunds.set(refund.id, refund);
        if (key) refundsByKey.set(key, refund);
        return send(200, refund);
      }
      if (request.method === 'GET' && path === '/v1/balance_transactions') {
        // Every succeeded intent as a charge, expanded like `expand[]=data.source` asks.
        const data = [...intents.values()]
          .filter((intent) => intent.status === 'succeeded')
          .map((intent) => ({
            id: `txn_${intent.id}`,
            object: 'balance_transaction',
            type: 'charge',
            amount: intent.amount,
            fee: Math.round(intent.amount * 0.029) + 30,
            net: intent.amount - (Math.round(intent.amount * 0.029) + 30),
            source: { id: `ch_${intent.id}`, object: 'charge', payment_intent: intent.id },
          }));
        return send(200, {
          object: 'list',
          url: '/v1/balance_transactions',
          has_more: false,
          data,
        });
      }
      if (request.method === 'GET' && path === '/v1/payment_intents') {
        return send(200, {
          object: 'list',
          url: '/v1/payment_intents',
          has_more: false,
          data: [...intents.values()].reverse(),
        });
      }
      const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
      if (request.method === 'POST' && cancel?.[1]) {
        const intent = intents.get(cancel[1]);
        if (!intent) return missing();
        if (intent.status !== 'succeeded') intent.status = 'canceled';
        return send(200, intent);
      }
      const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && retrieve?.[1]) {
        const intent = intents.get(retrieve[1]);
        return intent ? send(200, intent) : missing();
      }
      return send(404, {
        error: { type: 'invalid_request_error', message: 'Unrecognized request URL' },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    port,
    host: '127.0.0.1',
    intents,
    refunds,
    requests,
    /** What the customer's card confirmation does at Stripe. */
    setStatus(id: string, status: string) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = status;
    },
    setDelay(ms: number) {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
