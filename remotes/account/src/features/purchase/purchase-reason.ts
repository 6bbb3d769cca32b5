import type { PaymentReason } from '@beacon/validation';

/** The products a 402 can ask for, as a sentence names them ("To use Guardian Personal Data Protection, …"). */
export const PRODUCT_NAMES: Record<string, string> = {
  person_report: 'Background Reports',
  premium_person_report: 'Premium Reports',
  guardian: 'Guardian Personal Data Protection',
  guardian_family_addon: 'Guardian for your family',
  dark_web_monitoring: 'Dark Web Monitoring',
  identity_monitoring: 'Identity Monitoring',
  data_monitoring: 'Report Monitoring and Sex Offender Watch',
};

export const productName = (item: string | undefined): string | undefined =>
  item === undefined ? undefined : PRODUCT_NAMES[item];

const CHOOSE = 'choose one of the options below.';

/**
 * The sentence at the top of the purchase page (issue 54): why the member is here, in their words, built from the
 * 402's reason and whom they were opening or searching. Null without a reason (the member came to browse).
 */
export function purchaseReasonText(
  reason: PaymentReason | undefined,
  subject: string | undefined,
  requiredItem: string | undefined,
): string | null {
  switch (reason) {
    case 'report':
      return subject ? `To open ${subject}'s full report, ${CHOOSE}` : `To open this full report, ${CHOOSE}`;
    case 'search':
      return subject
        ? `To see the results of your search for ${subject}, you need an active membership or a person report.`
        : 'To see the results of your search, you need an active membership or a person report.';
    case 'premium-sections':
      return subject
        ? `To see the criminal records, finances and assets in ${subject}'s report, ${CHOOSE}`
        : `To see the criminal records, finances and assets in this report, ${CHOOSE}`;
    case 'product': {
      const name = productName(requiredItem);
      return name ? `To use ${name}, ${CHOOSE}` : `To use this product, ${CHOOSE}`;
    }
    case undefined:
      return null;
  }
}
