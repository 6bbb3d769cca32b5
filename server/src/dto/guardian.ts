import {
  guardianScoreOf,
  MAX_GUARDIAN_SCORE,
  SCAN_KINDS,
  SCAN_STATUSES,
  type GuardianBroker,
  type GuardianProtection,
  type GuardianScan,
  type ScanKind,
  type ScanStatus,
} from '@beacon/validation';

import type { BrokerEntry } from '../domain/guardian/broker-catalog';
import type { GuardianScanRow } from '../repositories/guardian-scans-repository';
import type { ProtectionOverview } from '../services/guardian-protection-service';
import { toProtectionMemberDto } from './protection-members';

// Guardian's rows and overviews onto the contract (responses/guardian-response.ts). Times are ISO 8601.

const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(Number(ms)));

export function toBrokerDto(broker: BrokerEntry): GuardianBroker {
  return {
    slug: broker.slug,
    name: broker.name,
    domain: broker.domain,
    category: broker.category,
    optOutMethod: broker.optOutMethod,
    optOutUrl: broker.optOutUrl,
    optOutEmail: broker.optOutEmail,
    optOutAddress: broker.optOutAddress,
    processingDays: broker.processingDays,
    exposes: [...broker.exposes],
    isBeacon: broker.slug === 'beacon',
  };
}

export function toScanDto(scan: GuardianScanRow): GuardianScan {
  return {
    id: scan.id,
    kind: (SCAN_KINDS as readonly string[]).includes(scan.kind) ? (scan.kind as ScanKind) : 'manual',
    status: (SCAN_STATUSES as readonly string[]).includes(scan.status) ? (scan.status as ScanStatus) : 'failed',
    brokersTotal: Number(scan.brokers_total),
    brokersDone: Number(scan.brokers_done),
    found: Number(scan.found),
    requestedAt: iso(Number(scan.requested_at)),
    startedAt: isoOrNull(scan.started_at),
    finishedAt: isoOrNull(scan.finished_at),
  };
}

export function toProtectionDto(overview: ProtectionOverview): GuardianProtection {
  const { member, details, scan, score } = overview;
  const online = overview.listings.filter(
    ({ listing, removal }) =>
      Number(listing.present) === 1 && removal?.status !== 'removed' && removal?.status !== 'not_found',
  );
  const removed = overview.listings.filter(
    ({ removal }) => removal?.status === 'removed' || removal?.status === 'not_found',
  );
  const currentScore = score ? guardianScoreOf(score.oppScore) : null;
  return {
    member: toProtectionMemberDto(member, {
      score: currentScore,
      exposures: online.length,
      removed: removed.length,
      scanStatus: scan?.status ?? null,
    }),
    details: {
      middleName: details.middleName,
      dob: details.dob,
      otherNames: details.otherNames,
      addresses: details.addresses,
      phones: details.phones,
      emails: details.emails,
      monitored: details.monitored,
    },
    scan: scan ? toScanDto(scan) : null,
    nextScanAt: isoOrNull(member.next_scan_at),
    rescanDays: overview.rescanDays,
    score: score
      ? {
          score: guardianScoreOf(score.oppScore),
          oppScore: score.oppScore,
          maxScore: MAX_GUARDIAN_SCORE,
          history: score.history.map((point) => ({ at: iso(point.at), score: point.score, oppScore: point.oppScore })),
          improvements: overview.improvements,
        }
      : null,
    listings: overview.listings.map(({ listing, exposed, removal, broker, points, overdue, deadline }) => ({
      id: listing.id,
      broker: toBrokerDto(broker),
      url: listing.url,
      exposed,
      firstSeenAt: iso(Number(listing.first_seen_at)),
      lastSeenAt: iso(Number(listing.last_seen_at)),
      present: Number(listing.present) === 1,
      points,
      removal: removal
        ? {
            id: removal.id,
            status: removal.status,
            actionRequired: removal.actionRequired,
            submittedAt: iso(removal.submittedAt),
            deadlineAt: iso(deadline ?? removal.submittedAt),
            overdue,
            history: removal.history.map((step) => ({ status: step.status, at: iso(step.at) })),
          }
        : null,
    })),
  };
}
