import { purchaseReasonText } from './purchase-reason';

describe('purchaseReasonText', () => {
  it('says why the member is on the purchase page, naming whom they were opening or searching', () => {
    expect(purchaseReasonText('report', 'Jane Doe', 'person_report')).toBe(
      "To open Jane Doe's full report, choose one of the options below.",
    );
    expect(purchaseReasonText('search', 'John Smith', 'person_report')).toBe(
      'To see the results of your search for John Smith, you need an active membership or a person report.',
    );
    expect(purchaseReasonText('premium-sections', 'Jane Doe', 'premium_person_report')).toBe(
      "To see the criminal records, finances and assets in Jane Doe's report, choose one of the options below.",
    );
    expect(purchaseReasonText('product', undefined, 'guardian')).toBe(
      'To use Guardian Personal Data Protection, choose one of the options below.',
    );
  });

  it('has a generic form when it does not know whom', () => {
    expect(purchaseReasonText('report', undefined, 'person_report')).toBe(
      'To open this full report, choose one of the options below.',
    );
    expect(purchaseReasonText('search', undefined, 'person_report')).toBe(
      'To see the results of your search, you need an active membership or a person report.',
    );
    expect(purchaseReasonText('premium-sections', undefined, 'premium_person_report')).toBe(
      'To see the criminal records, finances and assets in this report, choose one of the options below.',
    );
    expect(purchaseReasonText('product', undefined, 'something_new')).toBe(
      'To use this product, choose one of the options below.',
    );
  });

  it('says nothing when the member came to browse', () => {
    expect(purchaseReasonText(undefined, 'Jane Doe', 'person_report')).toBeNull();
  });
});
