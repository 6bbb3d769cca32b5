import { sign, verify, type KeyObject } from 'node:crypto';

// Dead Simple Signing Envelope (https://github.com/secure-systems-lab/dsse, protocol v1.0.0): the signature covers
// the payload type and the payload together (PAE), so a payload cannot be re-labelled as another type, and the
// payload is signed as bytes, never re-serialized before verifying.

export const IN_TOTO_PAYLOAD_TYPE = 'application/vnd.in-toto+json';

export interface DsseSignature {
  keyid: string;
  /** base64 signature over PAE(payloadType, payload) */
  sig: string;
}

export interface DsseEnvelope {
  payloadType: string;
  /** base64 of the payload's bytes */
  payload: string;
  signatures: DsseSignature[];
}

/**
 * Pre-Authentication Encoding: "DSSEv1" SP LEN(type) SP type SP LEN(body) SP body, lengths as ASCII decimal of the
 * byte counts (of the UTF-8 type, of the raw body).
 */
export function preAuthEncoding(payloadType: string, body: Buffer): Buffer {
  const type = Buffer.from(payloadType, 'utf8');
  return Buffer.concat([
    Buffer.from(`DSSEv1 ${type.length} `, 'utf8'),
    type,
    Buffer.from(` ${body.length} `, 'utf8'),
    body,
  ]);
}

/** An envelope over `body` with one Ed25519 signature (Ed25519 takes no separate digest: the algorithm is null). */
export function signEnvelope(payloadType: string, body: Buffer, privateKey: KeyObject, keyid: string): DsseEnvelope {
  const sig = sign(null, preAuthEncoding(payloadType, body), privateKey).toString('base64');
  return { payloadType, payload: body.toString('base64'), signatures: [{ keyid, sig }] };
}

/** Whether one of the envelope's signatures made with `keyid` verifies with `publicKey`. */
export function envelopeSignedBy(envelope: DsseEnvelope, publicKey: KeyObject, keyid: string): boolean {
  const pae = preAuthEncoding(envelope.payloadType, Buffer.from(envelope.payload, 'base64'));
  return envelope.signatures.some((signature) => {
    if (signature.keyid !== keyid) return false;
    try {
      return verify(null, pae, publicKey, Buffer.from(signature.sig, 'base64'));
    } catch {
      return false;
    }
  });
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Parses provenance.json as a DSSE envelope; null when it is not one. */
export function parseEnvelope(body: Buffer | string): DsseEnvelope | null {
  let value: unknown;
  try {
    value = JSON.parse(String(body));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { payloadType, payload, signatures } = value as Record<string, unknown>;
  if (typeof payloadType !== 'string' || typeof payload !== 'string' || !BASE64.test(payload)) return null;
  if (!Array.isArray(signatures)) return null;
  const parsed: DsseSignature[] = [];
  for (const entry of signatures as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return null;
    const { keyid, sig } = entry as Record<string, unknown>;
    if (typeof sig !== 'string' || !BASE64.test(sig)) return null;
    // DSSE makes keyid optional; ours always names the key, and an unnamed one simply never matches.
    parsed.push({ keyid: typeof keyid === 'string' ? keyid : '', sig });
  }
  return { payloadType, payload, signatures: parsed };
}
