interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
}

/**
 * The sandbox's pino options: requests are logged as method, URL and address, never headers or bodies,
 * so signatures, account secrets and payee details stay out of the logs.
 */
export function loggerOptions(level: string) {
  return {
    level,
    redact: ['req.headers', 'secret', '*.secret', 'payee', '*.payee'],
    serializers: {
      req: (req: LoggedRequest) => ({ method: req.method, url: req.url, remoteAddress: req.ip }),
    },
  };
}
