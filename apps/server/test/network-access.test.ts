import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../src/context.ts';
import { registerInternalTlsRoutes, TLS_ASK_FORBIDDEN_MESSAGE } from '../src/domains/routes/internal-tls.ts';
import { startTestServer, type TestServer } from './helpers.ts';

const onPostgres = Boolean(process.env.PAGORA_TEST_DATABASE_URL?.trim());

describe('/internal/tls/ask answers only the TLS server', () => {
  let loopbackOnly: TestServer;
  let otherNetwork: TestServer;
  beforeAll(async () => {
    // The defaults (loopback); the tests' server trusts X-Forwarded-For (TRUST_PROXY on).
    loopbackOnly = await startTestServer();
    otherNetwork = await startTestServer({ tlsAskAllowNetworks: ['192.0.2.0/24'] });
  });
  afterAll(async () => {
    await loopbackOnly.close();
    await otherNetwork.close();
  });

  it('answers a connection from loopback by default', async () => {
    const response = await loopbackOnly.request.get('/internal/tls/ask?domain=checkout.desconhecido.com.br');
    expect(response.status).toBe(404);
    expect(response.text).toBe('not found');
  });

  it('refuses a connection from outside the allowed networks, whatever X-Forwarded-For says', async () => {
    for (const forwarded of [undefined, '192.0.2.10']) {
      const ask = otherNetwork.request.get('/internal/tls/ask?domain=checkout.desconhecido.com.br');
      const response = await (forwarded ? ask.set('X-Forwarded-For', forwarded) : ask).expect(403);
      expect(response.body).toEqual({ error: TLS_ASK_FORBIDDEN_MESSAGE });
    }
  });

  it('refuses a request relayed by a proxy on this machine', async () => {
    const response = await loopbackOnly.request
      .get('/internal/tls/ask?domain=checkout.desconhecido.com.br')
      .set('X-Forwarded-For', '203.0.113.9')
      .expect(403);
    expect(response.body).toEqual({ error: TLS_ASK_FORBIDDEN_MESSAGE });
  });

  it('stops the server on a malformed TLS_ASK_ALLOW_NETWORKS', () => {
    const deps = {
      ...loopbackOnly,
      config: { ...loopbackOnly.config, tlsAskAllowNetworks: ['10.0.0.0/33'] },
    };
    expect(() => registerInternalTlsRoutes(new Router(), deps as unknown as AppDeps)).toThrow(
      'TLS_ASK_ALLOW_NETWORKS: rede inválida 10.0.0.0/33',
    );
  });
});

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A port free on `host` right now. */
async function freePort(host: string): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, host, resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Whether something accepts TCP connections at host:port. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function getStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    })
      .once('error', reject)
      .end();
  });
}

describe.runIf(!onPostgres)('HOST', () => {
  let dataDir: string;
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pagora-host-'));
  });
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('binds the server to that address only', async () => {
    const host = '127.0.0.2';
    const port = await freePort(host);
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        HOST: host,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Pagora em http://')) resolve();
      };
      child!.stdout!.on('data', onData);
      child!.stderr!.on('data', onData);
      child!.once('exit', (code) => reject(new Error(`O servidor saiu (${code}):\n${output}`)));
    });
    expect(await getStatus(`http://${host}:${port}/healthz`)).toBe(200);
    // Nothing listens on the other loopback address: the server is not on every interface.
    expect(await accepts('127.0.0.1', port)).toBe(false);
  });
});
