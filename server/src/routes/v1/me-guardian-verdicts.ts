import {
  errorResponses,
  guardianRemovalsResponseSchema,
  listingVerdictSchema,
  memberListingParamSchema,
  type ListingVerdictInput,
  type MemberListingParam,
} from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { toProtectionDto } from '../../dto/guardian';
import { memberOf } from '../../plugins/app/auth';
import { createGuardianListingVerdicts } from '../../services/guardian-listing-verdicts';
import { MEMBER_SECURITY, routeSchema } from './validation';

const MEMBER = '/me/personal-data-protection/members/:memberId';

// "Is this you?" (issue 59 point 3): the member's answer about a listing Guardian found of one of their protected
// people. The member reaches only their own protection members (another's is 404, like every Guardian route).
export async function guardianVerdictRoutes(app: FastifyInstance): Promise<void> {
  const verdicts = createGuardianListingVerdicts({ db: app.db, members: app.protectionMembers, clock: app.clock });

  app.put<{ Params: MemberListingParam; Body: ListingVerdictInput }>(
    `${MEMBER}/listings/:listingId/verdict`,
    {
      onRequest: app.requireMember,
      bodyLimit: 256,
      schema: routeSchema({
        tags: ['guardian'],
        summary: 'Is this you? The member answers about one listing',
        description:
          'mine: the listing may be removed; not_mine: it moves to Ignored listings and no removal is ever requested ' +
          'for it; undecided: the answer is taken back (an ignored listing is asked about again). Beacon’s own ' +
          'listing, and a listing whose removal was already requested (for anything but mine): 409. Answers the ' +
          'listings as the overview has them.',
        security: MEMBER_SECURITY,
        params: memberListingParamSchema,
        body: listingVerdictSchema,
        response: { 200: guardianRemovalsResponseSchema, ...errorResponses(400, 401, 404, 409, 429) },
      }),
    },
    async (request) => {
      const accountId = memberOf(request).accountId;
      const memberId = Number(request.params.memberId);
      await verdicts.answer(accountId, memberId, Number(request.params.listingId), request.body.verdict);
      return { items: toProtectionDto(await app.guardianProtection.overview(accountId, memberId)).listings };
    },
  );
}
