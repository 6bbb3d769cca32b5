import { layoutNameProblems } from '../domain/layout-names';
import type { ContentRepository, Layout } from '../repositories/content-repository';

// The core of `layouts:set` (issue 56 point 4): an administrator changes a dynamic layout in the database, so a
// report's section order (or the dashboard's, the sidebar's) changes without a deploy. Only a checked layout is
// written; the mobile list defaults to the desktop one.

export type SetLayoutOutcome = { saved: Layout; previous: Layout | undefined } | { problems: string[] };

const LAYOUT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export async function setLayout(
  content: ContentRepository,
  change: { id: string; desktop: readonly string[]; mobile?: readonly string[] },
): Promise<SetLayoutOutcome> {
  if (!LAYOUT_ID.test(change.id)) {
    return { problems: ['the layout id must be 1 to 64 letters, digits, hyphens or underscores'] };
  }
  const layout: Layout = {
    id: change.id,
    desktop: [...change.desktop],
    mobile: [...(change.mobile ?? change.desktop)],
  };
  const problems = [
    ...layoutNameProblems(layout.id, 'desktop', layout.desktop),
    ...layoutNameProblems(layout.id, 'mobile', layout.mobile),
  ];
  if (problems.length) return { problems };
  const previous = await content.layout(layout.id);
  await content.saveLayout(layout);
  return { saved: layout, previous };
}
