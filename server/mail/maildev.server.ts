import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** An e-mail as maildev 3's REST API answers it (`GET /api/email`). */
export interface CaughtEmail {
  id: string;
  subject: string;
  html: string;
  text: string;
  to: { address: string; name: string }[];
  from: { address: string; name: string }[];
  headers: Record<string, string>;
  attachments?: { fileName?: string; filename?: string; contentType: string; generatedFileName?: string }[];
}

export interface MailCatcher {
  smtpPort: number;
  webPort: number;
  /** `smtp://127.0.0.1:<smtpPort>` */
  smtpUrl: string;
  emails(): Promise<CaughtEmail[]>;
  /** The bytes of an attachment (`GET /api/email/:id/attachment/:filename`). */
  attachment(id: string, filename: string): Promise<Buffer>;
  stop(): Promise<void>;
}

const root = path.resolve(__dirname, '../..');

/** A port nothing listens on now. */
export async function freeLocalPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * maildev, the local mail catcher (test and local use only: it delivers nothing, it keeps what it gets):
 * a real SMTP server with an inbox page and a REST API, in a child process (maildev 3 is ES modules
 * only). `npm start` runs it on MAIL_SMTP_PORT / MAIL_WEB_PORT (1025 / 1080); tests on free ports, or on
 * the port a sender was already failing to reach.
 */
export async function startMailCatcher(
  ports: { smtpPort?: number; webPort?: number; extraArgs?: string[] } = {},
): Promise<MailCatcher> {
  const smtpPort = ports.smtpPort ?? (await freeLocalPort());
  const webPort = ports.webPort ?? (await freeLocalPort());
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/maildev/dist/bin/maildev.js'),
      '--smtp',
      String(smtpPort),
      '--web',
      String(webPort),
      '--ip',
      '127.0.0.1',
      '--web-ip',
      '127.0.0.1',
      '--silent',
      ...(ports.extraArgs ?? []),
    ],
    { stdio: 'ignore' },
  );
  const api = `http://127.0.0.1:${webPort}/api`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`${api}/healthz`)).ok) break;
    } catch {
      // Not listening yet: try again until the deadline.
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill();
      throw new Error(
        `maildev did not start on SMTP port ${smtpPort} and web port ${webPort}: are they free? (MAIL_SMTP_PORT, MAIL_WEB_PORT)`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    smtpPort,
    webPort,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    async emails() {
      return (await (await fetch(`${api}/email`)).json()) as CaughtEmail[];
    },
    async attachment(id, filename) {
      const response = await fetch(`${api}/email/${id}/attachment/${encodeURIComponent(filename)}`);
      if (!response.ok) throw new Error(`No attachment ${filename}: ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async stop() {
      if (child.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}
