import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import type { Config } from '../src/config';
import type { StandInSiteSlug } from '../src/config/broker-sites';
import { createDatabase } from '../src/db/create-database';
import { startSmtpStandIn, type SmtpStandIn } from '../src/mail/smtp-stand-in';
import { mailboxMessagesOf } from '../src/services/brokers/stand-in/smtp-stand-in-mailbox';
import { startBrokerStandIns, type BrokerStandIns } from '../src/services/brokers/stand-in/start-broker-stand-ins';
import { testConfig, type TestDatabase } from './helper';

// Guardian against the three stand-in broker sites, as `pnpm start` runs them (issue 59): the sites read the test's
// public-records data, the app reads and asks them through its real adapters (Chromium for the web forms), the app's
// mail goes to an SMTP stand-in (where RecordHarbor reads the letters sent to it), and the sites' mail comes back to
// the app's inbound endpoint on a port of its own. The sites' loop is the test's to run (`poll`), their clocks move
// with `advanceDays`: nothing happens between two steps unless the test asks.

export interface BrokerSitesRig {
  smtp: SmtpStandIn;
  standIns: BrokerStandIns;
  /** the app's configuration to reach the sites, mail through the SMTP stand-in and receive the sites' replies */
  config: Partial<Config>;
  /** moves every site's clock by `days`, lets the sites do what falls due, and delivers their mail */
  advanceDays(days: number): Promise<void>;
  /** one pass of the sites' loop: RecordHarbor reads its mail, queued replies go out */
  poll(): Promise<void>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function startBrokerSitesRig(database: TestDatabase): Promise<BrokerSitesRig> {
  const { db } = createDatabase(database.config, { poolSize: 2 });
  const smtp = await startSmtpStandIn();
  const inboundPort = await freePort();
  const stateDir = mkdtempSync(path.join(tmpdir(), 'beacon-broker-sites-'));
  const standIns = await startBrokerStandIns({
    db,
    stateDir,
    outboundSmtpUrl: `smtp://127.0.0.1:${inboundPort}`,
    mailbox: async () => mailboxMessagesOf(JSON.parse(JSON.stringify(smtp.messages())) as unknown),
    pollIntervalMs: 3_600_000,
    log: () => undefined,
  });
  const base = testConfig();
  const rig: BrokerSitesRig = {
    smtp,
    standIns,
    config: {
      mail: { ...base.mail, smtpUrl: smtp.smtpUrl },
      brokerSites: { ...base.brokerSites, origins: standIns.origins as Record<StandInSiteSlug, string> },
      inboundMail: { ...base.inboundMail, port: inboundPort },
    },
    async advanceDays(days) {
      await standIns.advanceDays(days);
      await standIns.poll();
    },
    poll: () => standIns.poll(),
    async close() {
      await standIns.close();
      await smtp.close();
      await db.destroy();
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
  return rig;
}

/** Runs what the app's mail and removal jobs would do by now: letters sent, replies read, links opened, checks made. */
export async function runRemovalJobs(app: FastifyInstance): Promise<void> {
  for (let pass = 0; pass < 3; pass += 1) {
    await app.jobs.drain('guardian-submit-removal');
    await app.jobs.drain('send-email');
    await app.jobs.drain('process-removal-mail');
    await app.jobs.drain('guardian-follow-confirmation');
    await app.jobs.drain('guardian-check-removal');
  }
}
