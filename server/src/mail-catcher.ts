// Without SMTP_URL, `npm start` runs MailDev (a local mail catcher) as a child process, so the
// activation and password-reset links can be read at http://localhost:1080 on a fresh machine.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from './config.js';

export interface MailSetup {
  smtpUrl: string;
  stop: () => Promise<void>;
}

export async function startMailCatcherUnlessConfigured(config: Config, log: Logger): Promise<MailSetup> {
  if (config.SMTP_URL) return { smtpUrl: config.SMTP_URL, stop: async () => undefined };
  const require = createRequire(import.meta.url);
  const bin = path.join(path.dirname(require.resolve('maildev/package.json')), 'bin', 'maildev');
  const child: ChildProcess = spawn(
    process.execPath,
    [bin, '--ip', '127.0.0.1', '--smtp', String(config.MAILDEV_SMTP_PORT), '--web', String(config.MAILDEV_WEB_PORT), '--silent'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // MailDev may not exit on SIGTERM (open web sockets); never leave it behind.
  const killHard = () => child.exitCode === null && child.kill('SIGKILL');
  process.once('exit', killHard);
  child.stderr?.on('data', (chunk: Buffer) => log.warn({ maildev: chunk.toString().trim() }, 'mail catcher'));
  child.on('exit', (code) => {
    if (code) log.warn({ code }, `mail catcher stopped; are ports ${config.MAILDEV_SMTP_PORT}/${config.MAILDEV_WEB_PORT} taken? Set SMTP_URL to use your own server.`);
  });
  process.stdout.write(`  Emails are caught locally (no SMTP_URL): read them at http://localhost:${config.MAILDEV_WEB_PORT}\n`);
  return {
    smtpUrl: `smtp://127.0.0.1:${config.MAILDEV_SMTP_PORT}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(killHard, 2000);
      await exited;
      clearTimeout(timer);
    },
  };
}
