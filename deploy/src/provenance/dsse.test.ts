import { generateKeyPairSync } from 'node:crypto';

import { envelopeSignedBy, IN_TOTO_PAYLOAD_TYPE, parseEnvelope, preAuthEncoding, signEnvelope } from './dsse';
import { keyIdOf } from './release-key';

describe('DSSE', () => {
  it('encodes type and body as the specification does (its own example)', () => {
    expect(preAuthEncoding('http://example.com/HelloWorld', Buffer.from('hello world')).toString()).toBe(
      'DSSEv1 29 http://example.com/HelloWorld 11 hello world',
    );
    // lengths are byte counts, not characters
    expect(preAuthEncoding('t', Buffer.from('é')).toString()).toBe('DSSEv1 1 t 2 é');
  });

  it('signs and verifies with Ed25519; another key, another type or another payload does not verify', () => {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const other = generateKeyPairSync('ed25519');
    const keyid = keyIdOf(publicKey);
    const body = Buffer.from('{"_type":"https://in-toto.io/Statement/v1"}');
    const envelope = signEnvelope(IN_TOTO_PAYLOAD_TYPE, body, privateKey, keyid);

    expect(parseEnvelope(JSON.stringify(envelope))).toEqual(envelope);
    expect(envelopeSignedBy(envelope, publicKey, keyid)).toBe(true);
    expect(envelopeSignedBy(envelope, other.publicKey, keyid)).toBe(false);
    expect(envelopeSignedBy(envelope, publicKey, keyIdOf(other.publicKey))).toBe(false);
    expect(envelopeSignedBy({ ...envelope, payloadType: 'application/json' }, publicKey, keyid)).toBe(false);
    const tampered = Buffer.from(body.toString().replace('v1', 'v2')).toString('base64');
    expect(envelopeSignedBy({ ...envelope, payload: tampered }, publicKey, keyid)).toBe(false);
  });

  it('refuses what is not an envelope', () => {
    expect(parseEnvelope('nope')).toBeNull();
    expect(parseEnvelope('{"payloadType":"x","payload":"not base64!","signatures":[]}')).toBeNull();
    expect(parseEnvelope('{"payloadType":"x","payload":"","signatures":{}}')).toBeNull();
  });
});
