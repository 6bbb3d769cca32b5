import {
  MONITORED_DATA_KINDS,
  type IdentityAlert,
  type IdentityMember,
  type MonitoredDataKind,
  type MonitoredItem,
} from '@beacon/validation';

import type { MonitoredItemRow } from '../repositories/identity-members-repository';
import { FEED_CHECKED_KINDS } from '../services/breach-checks';
import type { AlertView, IdentityMemberView } from '../services/identity-monitoring-service';

// Identity monitoring rows onto the contract (responses/identity-monitoring-response.ts).

export function toIdentityMemberDto(member: IdentityMemberView): IdentityMember {
  return {
    id: member.id,
    firstName: member.first_name,
    lastName: member.last_name,
    isSelf: member.is_self === 1,
    isArchived: member.is_archived === 1,
    privateMode: member.private_mode === 1,
    subscriberStatus: member.subscriberStatus,
    monitored: member.monitored,
    alerts: member.alerts,
    checksPending: member.checksPending,
    checksDelayedSince:
      member.checksDelayedSince === null ? null : new Date(Number(member.checksDelayedSince)).toISOString(),
  };
}

export function toMonitoredItemDto(item: MonitoredItemRow): MonitoredItem {
  const kind = MONITORED_DATA_KINDS.find((entry): entry is MonitoredDataKind => entry === item.kind) ?? 'email';
  const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
  return {
    id: item.id,
    kind,
    display: item.display,
    addedAt: new Date(Number(item.created_at)).toISOString(),
    checkedByFeed: FEED_CHECKED_KINDS.includes(kind) && item.sealed_value !== null,
    checkedAt: iso(item.checked_at),
    delayedSince: iso(item.check_failing_since),
  };
}

export function toIdentityAlertDto(alert: AlertView): IdentityAlert {
  const { breach } = alert;
  return {
    id: alert.id,
    alert_id: alert.alertId,
    report_name: alert.reportName,
    category: alert.category,
    type: alert.type,
    createdAt: new Date(alert.createdAt).toISOString(),
    breach: {
      name: breach.name,
      title: breach.title,
      domain: breach.domain,
      breachDate: breach.breach_date,
      addedDate: breach.added_date,
      pwnCount: Number(breach.pwn_count),
      dataClasses: JSON.parse(breach.data_classes) as string[],
      isVerified: Number(breach.is_verified) === 1,
      isSensitive: Number(breach.is_sensitive) === 1,
      description: breach.description,
    },
    exposed: { kind: alert.kind, display: alert.display },
    advice: alert.advice,
  };
}
