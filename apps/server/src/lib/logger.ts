/** Query parameters that carry secrets: the site's `?token=` sign-in link, the app download's `tokens=`, `authKey`. */
const secretQuery = /([?&](?:token|tokens|authkey|password)=)[^&#]*/gi;

/** A URL as logs may show it: secret query values replaced by `[redacted]`. */
export const scrubUrl = (url: string): string => url.replace(secretQuery, '$1[redacted]');

/** What the request serializer reads of a request (Fastify's request object). */
interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number | undefined } | null;
}

/**
 * The server's pino options. Requests are logged as method, URL (secret query values redacted), host
 * and address: never headers or bodies, so tokens, cookies and passwords stay out of the logs; the
 * redact paths guard anyone who adds headers to a log line.
 */
export function loggerOptions(level: string) {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: scrubUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}
