/**
 * A card action is shown only when it is enabled and has a handler (spec §2.4). The type makes the two go
 * together: an enabled action without a handler does not compile.
 */
export type RecordCardAction = { enabled: false } | { enabled: true; onSelect: () => void };

export function cardAction(enabled: boolean, onSelect: () => void): RecordCardAction {
  return enabled ? { enabled: true, onSelect } : { enabled: false };
}
