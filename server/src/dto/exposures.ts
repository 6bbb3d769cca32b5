import type { ExposuresResponse } from '@beacon/validation';

import type { ExposuresOverview } from '../services/exposures-service';

// The exposure view (issue 58 point 6) onto its contract: dates as calendar days, the rest as the service has it.

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function toExposuresDto(overview: ExposuresOverview): ExposuresResponse {
  return {
    items: overview.items.map((item) => ({
      id: item.id,
      source: item.source,
      what: item.what.map((kind) => ({ type: kind.type, label: kind.label })),
      where: { name: item.where.name, domain: item.where.domain },
      when: { date: isoDay(item.when.at), meaning: item.when.meaning },
      severity: { score: item.severity.score, label: item.severity.label },
      next: { ...item.next },
    })),
    sources: overview.sources.map((entry) => ({ source: entry.source, state: entry.state })),
  };
}
