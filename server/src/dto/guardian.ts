import {
  guardianScoreOf,
  MAX_GUARDIAN_SCORE,
  OPT_OUT_METHODS,
  SCAN_KINDS,
  SCAN_STATUSES,
  type GuardianBroker,
  type GuardianMatch,
  type GuardianProtection,
  type GuardianScan,
  type OptOutMethod,
  type ScanKind,
  type ScanStatus,
} from '@beacon/validation';

import { BEACON_BROKER_SLUG, type BrokerEntry } from '../domain/guardian/broker-catalog';
import {
  isSubmittable,
  parseMatchDecision,
  parseMatchEvidence,
  parseMemberVerdict,
} from '../domain/guardian/match-confidence';
import { listingSourceOf, type ListingRow } from '../repositories/guardian-listings-repository';
import type { GuardianScanRow } from '../repositories/guardian-scans-repository';
import type { ProtectionOverview } from '../services/guardian-protection-service';
import { toProtectionMemberDto } from './protection-members';

// Guardian's rows and overviews onto the contract (responses/guardian-response.ts). Times are ISO 8601.

const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(Number(ms)));

const channelOf = (channel: string | null): OptOutMethod | null =>
  channel !== null && (OPT_OUT_METHODS as readonly string[]).includes(channel) ? (channel as OptOutMethod) : null;

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

export function toScanDto(scan: GuardianScanRow, names: ReadonlyMap<string, string> = new Map()): GuardianScan {
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
    sitesNotRead: sitesNotReadOf(scan.site_errors, names),
  };
}

/** The names of the sites a scan could not read (site_errors holds their slugs and errors). */
function sitesNotReadOf(siteErrors: string | null, names: ReadonlyMap<string, string>): string[] {
  if (!siteErrors) return [];
  const parsed: unknown = JSON.parse(siteErrors);
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry: unknown) => {
    const slug = typeof entry === 'object' && entry !== null ? (entry as { slug?: unknown }).slug : undefined;
    return typeof slug === 'string' ? [names.get(slug) ?? slug] : [];
  });
}

/** A listing's match score and the member's answer (issue 59 point 3); unscored listings have nulls. */
export function toMatchDto(listing: ListingRow, broker: BrokerEntry): GuardianMatch {
  const decision = parseMatchDecision(listing.match_decision);
  const verdict = parseMemberVerdict(listing.member_verdict);
  return {
    confidence: listing.match_confidence === null ? null : Number(listing.match_confidence),
    decision,
    evidence: parseMatchEvidence(listing.match_evidence),
    verdict,
    verdictAt: isoOrNull(listing.verdict_at),
    submittable: isSubmittable({
      matchDecision: decision,
      memberVerdict: verdict,
      isBeacon: broker.slug === BEACON_BROKER_SLUG,
    }),
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
    scan: scan ? toScanDto(scan, new Map(overview.catalog.map((broker) => [broker.slug, broker.name]))) : null,
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
      foundBy: listingSourceOf(listing),
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
            history: removal.history.map((step) => ({
              status: step.status,
              at: iso(step.at),
              cause: step.cause ?? null,
            })),
            channel: channelOf(removal.channel),
            siteReference: removal.siteReference,
            mailing: removal.mailing,
          }
        : null,
      match: toMatchDto(listing, broker),
    })),
    notChecked: overview.notChecked.map(({ inquiry, ...broker }) => ({
      ...broker,
      inquiry: inquiry
        ? {
            askedAt: iso(inquiry.askedAt),
            answer: inquiry.answer,
            answeredAt: inquiry.answeredAt === null ? null : iso(inquiry.answeredAt),
            quote: inquiry.quote,
          }
        : null,
    })),
  };
}
