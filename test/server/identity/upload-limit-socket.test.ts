import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer } from '../harness';

test('on a real socket an upload announced over 6 MB is answered at once and the connection closed, the body unsent', async () => {
  const s = await startTestServer();
  const { token } = await s.signIn('09170000001');
  const server = serve({ fetch: s.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  try {
    const { port } = server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const sock = connect(port, '127.0.0.1');
      let got = '';
      sock.on('data', (d) => (got += d));
      sock.on('close', () => resolve(got));
      sock.on('error', reject);
      setTimeout(() => reject(new Error('the connection was left open')), 3000).unref();
      sock.write(
        `POST /api/user/kyc/invoke/ocr HTTP/1.1\r\nHost: x\r\nEFLAG: 1\r\nAuthentication: ${token}\r\n` +
          `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${7 * 1024 * 1024}\r\n\r\n`,
      );
      sock.write(Buffer.alloc(16 * 1024));
    });
    const head = answer.split('\r\n\r\n')[0].toLowerCase();
    assert.match(head, /^http\/1\.1 200/);
    assert.match(head, /\r\nconnection: close/);
  } finally {
    server.close();
    await s.close();
  }
});

test.run();
