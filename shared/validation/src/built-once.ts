/**
 * A schema (or a set of fields) made the first time it is asked for and then shared by everything that uses it.
 * yup's schemas are immutable (every method returns a copy), so a shared one cannot be changed through any of its
 * users. Issue 19: nothing of the contract is built when its modules load (`responses/module-load.test.ts`); a page
 * builds what its requests and forms use.
 */
export function builtOnce<S>(build: () => S): () => S {
  let built: S | undefined;
  return () => (built ??= build());
}
