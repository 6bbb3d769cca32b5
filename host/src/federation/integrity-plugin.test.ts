import { resetEntryIntegrity, setEntryIntegrity } from './entry-integrity';
import { createIntegrityPlugin } from './integrity-plugin';

type CreateScript = NonNullable<ReturnType<typeof createIntegrityPlugin>['createScript']>;
type CreateScriptArgs = Parameters<CreateScript>[0];

describe('entry integrity plugin', () => {
  const sri = `sha384-${'C'.repeat(64)}`;
  beforeEach(() => resetEntryIntegrity());

  it('creates the entry script with the digest the manifest names, in CORS mode', () => {
    setEntryIntegrity('/remotes/search/1.1.0/remoteEntry.js', sri);
    const plugin = createIntegrityPlugin();
    // the runtime hands over the URL it resolved: absolute here
    const args = {
      url: `${window.location.origin}/remotes/search/1.1.0/remoteEntry.js`,
      attrs: {},
    } as CreateScriptArgs;
    const result = plugin.createScript?.(args);
    const script = result && 'script' in result ? result.script : undefined;
    expect(script).toBeInstanceOf(HTMLScriptElement);
    expect(script?.getAttribute('integrity')).toBe(sri);
    expect(script?.getAttribute('crossorigin')).toBe('anonymous');
    expect(script?.src).toBe(`${window.location.origin}/remotes/search/1.1.0/remoteEntry.js`);
  });

  it("leaves an entry without a digest to the runtime's own script", () => {
    const plugin = createIntegrityPlugin();
    expect(plugin.createScript?.({ url: '/remotes/search/0.9.0/remoteEntry.js' } as CreateScriptArgs)).toBeUndefined();
  });
});
