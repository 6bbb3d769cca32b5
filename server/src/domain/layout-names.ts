import { recordLayoutNames, recordTypeOfLayout } from '@beacon/validation';

// Which names a dynamic layout may hold, checked before an administrator's change is written (admin/set-layout.ts).
// A report's layout (`record-<type>`) may name only its type's sections and the side column's pieces, each once: a
// misspelt section would otherwise vanish from every report of that type without a word. Other layouts (dashboard,
// sidebar, account) name components of the apps that the server does not know; those are only checked for shape.

const NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** What is wrong with a list of a layout, or an empty list when nothing is. */
export function layoutNameProblems(layoutId: string, list: 'desktop' | 'mobile', names: readonly string[]): string[] {
  const problems: string[] = [];
  if (names.length === 0) problems.push(`the ${list} list is empty`);
  const bad = names.filter((name) => !NAME.test(name));
  if (bad.length) problems.push(`${list}: not a component name: ${bad.join(', ')}`);
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  if (repeated.length) problems.push(`${list}: named more than once: ${[...new Set(repeated)].join(', ')}`);
  const type = recordTypeOfLayout(layoutId);
  if (type) {
    const known = recordLayoutNames(type);
    const unknown = names.filter((name) => NAME.test(name) && !known.includes(name));
    if (unknown.length) {
      problems.push(`${list}: a ${type} report has no ${unknown.join(', ')} (it may name ${known.join(', ')})`);
    }
  }
  return problems;
}
