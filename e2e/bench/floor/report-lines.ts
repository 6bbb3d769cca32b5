/** How many lines a floor page shows: about what the person report's first screen holds. */
const MAX_LINES = 80;

/**
 * The text lines a floor page shows of the person report's answer: its string values, depth first. The floor pages
 * render the same answer as the app, without knowing its shape, so that they stay a floor when the contract changes.
 */
export function reportLines(answer: unknown): string[] {
  const lines: string[] = [];
  const visit = (value: unknown) => {
    if (lines.length >= MAX_LINES) return;
    if (typeof value === 'string') {
      if (value.trim()) lines.push(value);
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (typeof value === 'object' && value !== null) {
      for (const item of Object.values(value)) visit(item);
    }
  };
  visit(answer);
  return lines;
}

/** The answer the bench saved beside the page (`report.json`), fetched as the app fetches its data. */
export async function fetchReport(): Promise<unknown> {
  const response = await fetch('/report.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`/report.json answered ${response.status}`);
  return response.json();
}
