import http from 'node:http';
import { createGzip } from 'node:zlib';

/**
 * A loopback reverse proxy that gzips text responses (level 6, like a typical edge) for a what-if
 * measurement: "the same site, served compressed". It is a bench tool, not a statement of how production runs.
 */
export async function startGzipProxy(
  upstreamPort: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'accept-encoding': 'identity' },
      },
      (up) => {
        const type = String(up.headers['content-type'] ?? '');
        const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        const compressible =
          accepts &&
          !up.headers['content-encoding'] &&
          /text\/|javascript|json|svg|xml/.test(type) &&
          up.statusCode !== 304;
        if (!compressible) {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
          return;
        }
        const headers = { ...up.headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding' };
        delete headers['content-length'];
        res.writeHead(up.statusCode ?? 200, headers);
        up.pipe(createGzip({ level: 6 })).pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string')
    throw new Error('the gzip proxy has no TCP port');
  const { port } = address;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
