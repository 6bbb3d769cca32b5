import { runAdminCommand } from './admin-command';
import { setLayout } from './set-layout';

// `pnpm --filter @beacon/server layouts:set --id record-person --desktop personal,timeline,... [--mobile ...]`:
// replaces a dynamic layout (GET /v1/dynamic-layouts/{id}) in the database the server reads (DATABASE_URL or
// DATA_DIR), for an administrator: a report's section order and side column, or another container's components,
// change on every instance from the next request, without a deploy. `--show` prints the layout and changes nothing.
// Meant for production too.

const list = (value: string | undefined) =>
  value === undefined
    ? undefined
    : value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);

runAdminCommand({
  name: 'layouts:set',
  synopsis: '--id LAYOUT_ID (--desktop NAME,NAME,... [--mobile NAME,NAME,...] | --show yes)',
  options: { id: {}, desktop: {}, mobile: {}, show: {} },
  demoOnly: false,
  async run({ app, values, fail }) {
    if (!values.id) return fail('--id is required');
    if (values.show !== undefined) {
      const layout = await app.content.layout(values.id);
      if (!layout) return fail(`No layout has the id ${values.id}`);
      process.stdout.write(`${JSON.stringify(layout)}\n`);
      return;
    }
    const desktop = list(values.desktop);
    if (!desktop) return fail('--desktop is required');
    const outcome = await setLayout(app.content, { id: values.id, desktop, mobile: list(values.mobile) });
    if ('problems' in outcome) return fail(`Layout ${values.id} not changed: ${outcome.problems.join('; ')}`);
    process.stdout.write(
      `${values.id}: desktop ${outcome.saved.desktop.join(', ')}; mobile ${outcome.saved.mobile.join(', ')}` +
        `${outcome.previous ? '' : ' (new layout)'}\n`,
    );
  },
});
