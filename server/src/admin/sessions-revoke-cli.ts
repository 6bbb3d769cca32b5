import { runAdminCommand } from './admin-command';
import { revokeMemberLogins } from './revoke-member-logins';

// `pnpm --filter @beacon/server sessions:revoke --email <member>`: ends every login of one member, for an
// administrator (a stolen password, a lost device). Their access and refresh tokens are refused from then on and their
// open live-update streams end within a poll, on every instance, since all read the same database (the server's
// DATABASE_URL or DATA_DIR). Unlike the :advance commands it is meant for production too.

runAdminCommand({
  name: 'sessions:revoke',
  synopsis: '--email EMAIL',
  options: { email: {} },
  demoOnly: false,
  async run({ app, values, fail }) {
    if (!values.email) return fail('--email is required');
    const outcome = await revokeMemberLogins(app.db, values.email, app.clock());
    if (!outcome) return fail(`No account has the e-mail address ${values.email}`);
    process.stdout.write(
      `${values.email}: ${outcome.revoked} ${outcome.revoked === 1 ? 'login' : 'logins'} revoked ` +
        `(open live-update streams end within LIVE_EVENTS_POLL_MS)\n`,
    );
  },
});
