/** Where a removal's proof lives: under its protection member's removal request. */
export function removalProofPath(memberId: string | number, removalId: string | number): string {
  return `/me/personal-data-protection/members/${encodeURIComponent(String(memberId))}/removals/${encodeURIComponent(
    String(removalId),
  )}`;
}
