import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_SENT_MAX,
  CONTACT_NAME_MAX,
  contactMessages,
  contactMessageSchema,
} from './contact-message-schema';
import { isStorableText } from './payload-fields';
import { checkPayload } from './validate-payload';

const valid = { name: 'Ada', email: 'ada@example.com', topic: 'other', message: 'Please call me back.' };

function messageOf(payload: object): string | undefined {
  const result = checkPayload(contactMessageSchema, payload);
  return result.ok ? undefined : result.message;
}

describe('the Contact Us message (issue 55 point 6)', () => {
  it('caps every field with the message the form shows', () => {
    expect(messageOf({ ...valid, name: 'A'.repeat(CONTACT_NAME_MAX) })).toBeUndefined();
    expect(messageOf({ ...valid, name: 'A'.repeat(CONTACT_NAME_MAX + 1) })).toBe(contactMessages.nameLength);
    expect(messageOf({ ...valid, message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) })).toBe(contactMessages.messageLength);
    expect(messageOf({ ...valid, message: `x${' '.repeat(CONTACT_MESSAGE_SENT_MAX)}` })).toBe(
      contactMessages.messageLength,
    );
  });

  it('takes HTML as text, and refuses only what no database keeps as sent', () => {
    expect(messageOf({ ...valid, message: '<script>alert(1)</script>' })).toBeUndefined();
    expect(isStorableText('emoji 😀, accents e\u0301, tabs\tand lines\r\n')).toBe(true);
    expect(isStorableText('null \u0000')).toBe(false);
    expect(isStorableText('high half \ud83d alone')).toBe(false);
    expect(isStorableText('low half \ude00 alone')).toBe(false);
    expect(messageOf({ ...valid, message: 'a null \u0000 inside' })).toBe(contactMessages.unsupportedCharacters);
  });
});
