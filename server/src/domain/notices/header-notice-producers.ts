// The producers of two timed header notices of spec §4 (issue 56 point 3), as pure rules over the account's `data`
// document: the services read the account, apply one of these and compare-and-swap the result.
// - Guardian retarget: a member opens a person report whose name and birth year are their own (their account's name
//   and date of birth): data.possible_customers_report names that record, unless the member confirmed their own
//   report already or an earlier possible own report was noted (each notice is shown once).
// - Cross-sell: a member who holds person reports (but not premium ones) looked at a person in search results and
//   left without opening their report: data.bg_crosssell_intent names that person (record_id is the person's
//   pointer, first_name their first name in the public records) and when; opening that person's report clears it.
//   An intent that was announced stays, so the notice is never shown twice.

export type AccountData = Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const sameName = (a: unknown, b: string) =>
  typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase() && b.trim() !== '';

/** The birth year of a person record's display data (spec §3 person data: dobs, each a date or a date range). */
function birthYears(recordData: Record<string, unknown>): number[] {
  const dobs = Array.isArray(recordData['dobs']) ? recordData['dobs'] : [];
  return dobs.flatMap((dob) => {
    if (!isObject(dob)) return [];
    const date = isObject(dob['date']) ? dob['date'] : isObject(dob['date_range']) ? dob['date_range']['start'] : null;
    const year = isObject(date) ? date['year'] : undefined;
    return typeof year === 'number' && Number.isInteger(year) ? [year] : [];
  });
}

/** True when a person record's name (first and last) and birth year are the account holder's own. */
export function isProbablyOwnRecord(
  owner: { firstName: string; lastName: string; birthDate: string | null },
  recordData: Record<string, unknown>,
): boolean {
  if (!owner.birthDate || !/^\d{4}-\d{2}-\d{2}$/.test(owner.birthDate)) return false;
  const name = isObject(recordData['name']) ? recordData['name'] : {};
  if (!sameName(name['first'], owner.firstName) || !sameName(name['last'], owner.lastName)) return false;
  return birthYears(recordData).includes(Number(owner.birthDate.slice(0, 4)));
}

/** `data` with the possible own report noted, or null when nothing changes. */
export function notePossibleOwnReport(
  data: AccountData,
  report: { recordId: number; reportId: string },
): AccountData | null {
  if (data['customers_report'] || data['possible_customers_report']) return null;
  return {
    ...data,
    possible_customers_report: { record_id: report.recordId, report_id: report.reportId, notified: false },
  };
}

/** `data` with the cross-sell intent for this person, or null when nothing changes (one was announced already). */
export function noteCrossSellIntent(
  data: AccountData,
  intent: { pointer: string; firstName: string; nowMs: number },
): AccountData | null {
  const current = data['bg_crosssell_intent'];
  if (isObject(current) && current['notified'] === true) return null;
  return {
    ...data,
    bg_crosssell_intent: {
      first_name: intent.firstName,
      record_id: intent.pointer,
      timestamp: Math.floor(intent.nowMs / 1000),
      notified: false,
    },
  };
}

/** `data` without the cross-sell intent for this person once their report is opened, or null when nothing changes. */
export function clearCrossSellIntent(data: AccountData, pointer: string): AccountData | null {
  const current = data['bg_crosssell_intent'];
  if (!isObject(current) || current['notified'] === true || current['record_id'] !== pointer) return null;
  const next = { ...data };
  delete next['bg_crosssell_intent'];
  return next;
}
