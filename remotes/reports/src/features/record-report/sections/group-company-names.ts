import type { CompanyName } from '@beacon/api';

/** A business's names as spec §3 lists them: primary, former and alternate (DBA and any other filing type). */
export interface GroupedCompanyNames {
  primary: string[];
  former: string[];
  alternate: string[];
}

// Filings spell one name many ways ("Acme Plumbing LLC", "Acme Plumbing, LLC."): names equal once their non-word
// characters are stripped are one name. Case is ignored too, as filings differ in that as well.
function comparable(name: string): string {
  return name.replace(/\W/g, '').toLowerCase();
}

function groupOf(type: string): keyof GroupedCompanyNames {
  const normalized = type.trim().toLowerCase();
  if (normalized === 'primary') return 'primary';
  if (normalized === 'former') return 'former';
  return 'alternate';
}

/**
 * Groups a business's company names, dropping duplicates. A name kept in a group is not repeated in a later one:
 * primary names come first, then former, then alternate; within a group the first spelling is kept.
 */
export function groupCompanyNames(names: readonly CompanyName[] | null | undefined): GroupedCompanyNames {
  const grouped: GroupedCompanyNames = { primary: [], former: [], alternate: [] };
  const seen = new Set<string>();
  const order: (keyof GroupedCompanyNames)[] = ['primary', 'former', 'alternate'];
  for (const group of order) {
    for (const company of names ?? []) {
      if (groupOf(company.type) !== group) continue;
      const name = company.name.trim();
      const key = comparable(name);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      grouped[group].push(name);
    }
  }
  return grouped;
}
