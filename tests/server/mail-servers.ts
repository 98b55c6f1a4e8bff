import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A REAL Dovecot (Debian dovecot-imapd) started from a config written to a temp dir (passwd-file
 * users, plain auth over 127.0.0.1, maildirs in the temp dir) plus a real SMTP server (the
 * `smtp-server` package) that hands every accepted message to Dovecot's own `dovecot-lda`, so
 * Dovecot indexes it and wakes IMAP IDLE exactly as with a production MTA.
 */
export interface MailUser {
  user: string;
  password: string;
}

export interface MailServers {
  imapPort: number;
  smtpPort: number;
  dir: string;
  /** Deliver one raw RFC 5322 message into `user`'s INBOX through dovecot-lda. */
  deliver(user: string, raw: string | Buffer): Promise<void>;
  /** Changes a user's password (Dovecot re-reads its passwd-file when it changes). */
  setPassword(user: string, password: string): void;
  stop(): Promise<void>;
}

const DOVECOT = '/usr/sbin/dovecot';
const LDA = '/usr/lib/dovecot/dovecot-lda';

function mailOwner(): { uid: number; gid: number } {
  // Dovecot refuses mail access as uid 0; when the tests run as root, mail is owned by `nobody`.
  const me = userInfo();
  return me.uid === 0 ? { uid: 65534, gid: 65534 } : { uid: me.uid, gid: me.gid };
}

function config(dir: string, imapPort: number, owner: { uid: number; gid: number }): string {
  const me = userInfo();
  const internal = me.uid === 0 ? 'dovecot' : me.username;
  const login = me.uid === 0 ? 'dovenull' : me.username;
  return `
base_dir = ${dir}/run
state_dir = ${dir}/state
instance_name = cc-test-${imapPort}
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
# Tests try wrong passwords on purpose: answer them at once.
auth_failure_delay = 0
auth_mechanisms = plain login
default_internal_user = ${internal}
default_internal_group = ${me.uid === 0 ? 'dovecot' : String(me.gid)}
default_login_user = ${login}
log_path = ${dir}/dovecot.log
info_log_path = ${dir}/dovecot.log
first_valid_uid = ${Math.min(owner.uid, 1)}
first_valid_gid = ${Math.min(owner.gid, 1)}
mail_location = maildir:${dir}/mail/%u
mail_uid = ${owner.uid}
mail_gid = ${owner.gid}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=${owner.uid} gid=${owner.gid} home=${dir}/mail/%u
}
namespace inbox {
  inbox = yes
  separator = /
  mailbox Sent {
    special_use = \\Sent
    auto = subscribe
  }
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${imapPort}
  }
  inet_listener imaps {
    port = 0
  }
}
service stats {
  unix_listener stats-reader {
    mode = 0666
  }
  unix_listener stats-writer {
    mode = 0666
  }
}
protocol lda {
  postmaster_address = postmaster@example.test
}
`;
}

function waitForPort(port: number, ms: number): Promise<void> {
  const end = Date.now() + ms;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const s = createConnection({ host: '127.0.0.1', port });
      s.once('connect', () => {
        s.destroy();
        resolve();
      });
      s.once('error', () => {
        s.destroy();
        if (Date.now() > end) reject(new Error(`dovecot did not listen on ${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

function lda(dir: string, user: string, raw: string | Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(LDA, ['-c', join(dir, 'dovecot.conf'), '-d', user], { stdio: ['pipe', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`dovecot-lda exited ${code}: ${err}`))));
    child.stdin.end(raw);
  });
}

/** Starts Dovecot on `imapPort` and the SMTP server on `smtpPort` with the given users. */
export async function startMailServers(given: MailUser[], imapPort: number, smtpPort: number): Promise<MailServers> {
  const users = given.map((u) => ({ ...u }));
  const dir = mkdtempSync(join(tmpdir(), 'cc-dovecot-'));
  const owner = mailOwner();
  chmodSync(dir, 0o755);
  for (const sub of ['run', 'state', 'mail']) mkdirSync(join(dir, sub));
  chownSync(join(dir, 'mail'), owner.uid, owner.gid);
  // Written aside and renamed in: a new inode, so Dovecot's passwd-file sees the change at once.
  const writeUsers = () => {
    writeFileSync(join(dir, 'users.new'), users.map((u) => `${u.user}:{PLAIN}${u.password}::::::`).join('\n') + '\n');
    renameSync(join(dir, 'users.new'), join(dir, 'users'));
  };
  writeUsers();
  writeFileSync(join(dir, 'dovecot.conf'), config(dir, imapPort, owner));
  const dovecot: ChildProcess = spawn(DOVECOT, ['-F', '-c', join(dir, 'dovecot.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  // A test run that is killed must not leave its Dovecot listening on the port.
  const killOnExit = () => dovecot.kill('SIGTERM');
  process.once('exit', killOnExit);
  let dovecotErr = '';
  dovecot.stderr?.on('data', (d: Buffer) => (dovecotErr += d.toString()));
  try {
    await waitForPort(imapPort, 10_000);
  } catch (e) {
    dovecot.kill('SIGTERM');
    throw new Error(`${(e as Error).message}: ${dovecotErr}`);
  }

  const smtp = new SMTPServer({
    // Like an MX that also takes submission: anyone may hand in mail for a local user; a client
    // that authenticates must give a known user's password (plain auth over 127.0.0.1).
    authOptional: true,
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 30 * 1024 * 1024,
    onAuth(auth, _session, callback) {
      const ok = users.some((u) => u.user === auth.username && u.password === auth.password);
      if (!ok) return callback(new Error('Invalid username or password'));
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      const local = address.address.toLowerCase();
      if (!users.some((u) => u.user === local)) return callback(new Error('mailbox unavailable'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        Promise.all(session.envelope.rcptTo.map((r) => lda(dir, r.address.toLowerCase(), raw)))
          .then(() => callback())
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(smtpPort, '127.0.0.1', resolve);
  });

  return {
    imapPort,
    smtpPort,
    dir,
    deliver: (user, raw) => lda(dir, user, raw),
    setPassword(user, password) {
      const u = users.find((x) => x.user === user);
      if (!u) throw new Error(`no mail user ${user}`);
      u.password = password;
      writeUsers();
    },
    async stop() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      process.off('exit', killOnExit);
      await new Promise<void>((resolve) => {
        if (dovecot.exitCode !== null) return resolve();
        dovecot.once('exit', () => resolve());
        dovecot.kill('SIGTERM');
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
