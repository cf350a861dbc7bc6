// Without SMTP_URL, `npm start` runs MailDev (a local mail catcher) as a child process, so the
// activation and password-reset links can be read at http://localhost:1080 on a fresh machine.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import type { Config } from './config.js';

export interface MailSetup {
  smtpUrl: string;
  stop: () => Promise<void>;
}

export async function startMailCatcherUnlessConfigured(config: Config, log: Logger): Promise<MailSetup> {
  if (config.SMTP_URL) return { smtpUrl: config.SMTP_URL, stop: async () => undefined };
  // MailDev 3 is ESM and exports neither its package.json nor its bin: the bin is found beside
  // its entry (dist/index.js -> dist/bin/maildev.js).
  const bin = path.join(path.dirname(fileURLToPath(import.meta.resolve('maildev'))), 'bin', 'maildev.js');
  // Without --mail-directory MailDev 3 writes every mail's .eml into one shared os.tmpdir()/maildev
  // and never removes them: this process's own folder goes when the catcher stops.
  const mailDir = mkdtempSync(path.join(tmpdir(), 'lokalno-maildev-'));
  const removeMailDir = () => rmSync(mailDir, { recursive: true, force: true });
  const child: ChildProcess = spawn(
    process.execPath,
    // --web-ip: MailDev 3 binds its web UI and REST API to 0.0.0.0 unless told (2 took --ip for both).
    [
      bin,
      '--ip',
      '127.0.0.1',
      '--web-ip',
      '127.0.0.1',
      '--smtp',
      String(config.MAILDEV_SMTP_PORT),
      '--web',
      String(config.MAILDEV_WEB_PORT),
      '--mail-directory',
      mailDir,
      '--silent',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // MailDev may not exit on SIGTERM (open web sockets); never leave it behind.
  const killHard = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    removeMailDir();
  };
  process.once('exit', killHard);
  child.stderr?.on('data', (chunk: Buffer) => log.warn({ maildev: chunk.toString().trim() }, 'mail catcher'));
  child.on('exit', (code) => {
    if (code)
      log.warn(
        { code },
        `mail catcher stopped; are ports ${config.MAILDEV_SMTP_PORT}/${config.MAILDEV_WEB_PORT} taken? Set SMTP_URL to use your own server.`,
      );
  });
  process.stdout.write(`  Emails are caught locally (no SMTP_URL): read them at http://localhost:${config.MAILDEV_WEB_PORT}\n`);
  return {
    smtpUrl: `smtp://127.0.0.1:${config.MAILDEV_SMTP_PORT}`,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return removeMailDir();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(killHard, 2000);
      await exited;
      clearTimeout(timer);
      removeMailDir();
    },
  };
}
