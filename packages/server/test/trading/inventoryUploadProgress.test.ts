import { request as httpRequest } from 'node:http';
import { asc, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instruments } from '../../src/database/schema/index';
import { startTradingServer, type TradingTestServer } from './tradingServer';

let server: TradingTestServer;
let good: string[];
beforeAll(async () => {
  server = await startTradingServer();
  const bonds = await server.app.services.db
    .select({ isin: instruments.isin, faceValue: instruments.faceValue })
    .from(instruments)
    .where(gt(instruments.maturityDate, '2026-12-31'))
    .orderBy(asc(instruments.id))
    .limit(120);
  good = bonds.map((bond, index) => `${bond.isin},${bond.faceValue * (100 + index)},99.5`);
}, 180_000);
afterAll(async () => server?.close());

const boundary = 'bondkit-progress-boundary';
function multipart(content: string): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="positions.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

async function upload(query: string, content: string) {
  return server.app.inject({
    method: 'POST',
    url: `/api/inventory/upload/${query}`,
    headers: {
      ...(await server.authorizationOf('dealer')),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: multipart(content),
  });
}

async function progressOf(uploadId: string, who: 'dealer' | 'trader' = 'dealer') {
  return server.app.inject({
    method: 'GET',
    url: `/api/inventory/upload/progress/${uploadId}/`,
    headers: await server.authorizationOf(who),
  });
}

describe('positions upload progress', () => {
  it('counts the bytes received, the rows checked and, once confirmed, the holdings written', async () => {
    const withBadRows = [
      ...good,
      'IN0000000000,100000,99',
      `${good[0]!.split(',')[0]},-5,`,
      'not-an-isin,1,',
    ];
    const file = `isin,quantity,valuation_cost\n${withBadRows.join('\n')}\n`;
    const checked = await upload('?upload_id=check-0001', file);
    expect(checked.json()).toMatchObject({ created: 0, valid_rows: good.length, confirmed: false });
    expect(checked.json<{ errors: unknown[] }>().errors).toHaveLength(3);
    const afterCheck = await progressOf('check-0001');
    expect(afterCheck.json()).toEqual({
      phase: 'done',
      received_bytes: Buffer.byteLength(file),
      total_bytes: multipart(file).length,
      checked_rows: good.length + 3,
      total_rows: good.length + 3,
      written_rows: 0,
      rows_to_write: null,
    });

    const confirmed = await upload('?confirm=true&upload_id=write-0001', file);
    expect(confirmed.json()).toMatchObject({ created: good.length, confirmed: true });
    expect((await progressOf('write-0001')).json()).toMatchObject({
      phase: 'done',
      written_rows: good.length,
      rows_to_write: good.length,
    });
  });

  it("keeps one firm's uploads from another, and answers 404 for an unknown id", async () => {
    await upload('?upload_id=mine-00001', `isin,quantity\n${good[1]!.split(',').slice(0, 2).join(',')}\n`);
    expect((await progressOf('mine-00001')).statusCode).toBe(200);
    expect((await progressOf('mine-00001', 'trader')).statusCode).toBe(404);
    expect((await progressOf('never-0001')).statusCode).toBe(404);
    expect((await progressOf('bad id!')).statusCode).toBe(400);
  });

  it('shows the file arriving while the request is still being sent', async () => {
    const origin = await server.app.listen({ host: '127.0.0.1', port: 0 });
    const body = multipart(`isin,quantity,valuation_cost\n${good.join('\n')}\n`);
    const half = Math.floor(body.length / 2);
    const { authorization } = await server.authorizationOf('dealer');
    const answer = new Promise<number>((resolve, reject) => {
      const sending = httpRequest(
        `${origin}/api/inventory/upload/?upload_id=slow-00001`,
        {
          method: 'POST',
          headers: {
            authorization,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': body.length,
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      sending.on('error', reject);
      sending.write(body.subarray(0, half));
      // The rest only after the server has been seen holding part of the file.
      const poll = async () => {
        const progress = (await progressOf('slow-00001')).json<{ phase?: string; received_bytes?: number }>();
        if (progress.phase === 'receiving' && (progress.received_bytes ?? 0) > 0) {
          expect(progress.received_bytes).toBeLessThan(body.length);
          sending.end(body.subarray(half));
        } else setTimeout(() => void poll(), 10);
      };
      void poll();
    });
    expect(await answer).toBe(200);
    expect((await progressOf('slow-00001')).json()).toMatchObject({
      phase: 'done',
      written_rows: good.length,
    });
  });
});
