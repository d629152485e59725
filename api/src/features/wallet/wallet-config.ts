// The Apple Wallet pass certificate from configuration (APPLE_WALLET_*): read and checked once at start by config.ts,
// so that a wrong file stops the start with a message naming it, never a pass that iPhones silently refuse.
import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';

export interface AppleWalletConfig {
  /** The Pass Type ID registered with Apple, e.g. pass.com.example.dadeal.coupon (its certificate's UID). */
  passTypeId: string;
  /** The 10-character Apple Developer Team ID (its certificate's OU). */
  teamId: string;
  /** The pass type certificate, PEM. */
  signerCert: string;
  /** Its private key, PEM, decrypted at start (PKCS#1 RSA: what the signing library reads whatever the file's form). */
  signerKey: string;
  /** Apple's WWDR intermediate certificate that issued the pass certificate, PEM. */
  wwdr: string;
}

export const APPLE_WALLET_VARIABLES = {
  passTypeId: 'APPLE_WALLET_PASS_TYPE_ID',
  teamId: 'APPLE_WALLET_TEAM_ID',
  cert: 'APPLE_WALLET_CERT',
  key: 'APPLE_WALLET_KEY',
  wwdr: 'APPLE_WALLET_WWDR_CERT',
} as const;
export const APPLE_WALLET_PASSPHRASE = 'APPLE_WALLET_KEY_PASSPHRASE';

/** The subject's attributes of an X509Certificate (Node writes them one per line: "UID=…\nCN=…\nOU=…"). */
function subjectOf(cert: X509Certificate): Record<string, string> {
  return Object.fromEntries(cert.subject.split('\n').map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
}

/**
 * Reads APPLE_WALLET_* through `value` (config.ts's reader of the environment): null when none is set (no Add to Apple
 * Wallet button), the checked certificate when all are, and a problem for `problems` otherwise.
 */
export function appleWalletConfig(value: (name: string) => string | undefined, problems: string[], now = new Date()): AppleWalletConfig | null {
  const names = Object.values(APPLE_WALLET_VARIABLES);
  const set = names.filter((name) => value(name) !== undefined);
  if (set.length === 0) {
    if (value(APPLE_WALLET_PASSPHRASE) !== undefined) problems.push(`${APPLE_WALLET_PASSPHRASE} is set but ${names.join(', ')} are not`);
    return null;
  }
  if (set.length < names.length) {
    problems.push(`Apple Wallet passes need all of ${names.join(', ')} (missing: ${names.filter((n) => !set.includes(n)).join(', ')})`);
    return null;
  }
  const before = problems.length;
  const passTypeId = value(APPLE_WALLET_VARIABLES.passTypeId)!;
  const teamId = value(APPLE_WALLET_VARIABLES.teamId)!;
  if (!/^pass\.[A-Za-z0-9][A-Za-z0-9.-]*$/.test(passTypeId)) problems.push(`${APPLE_WALLET_VARIABLES.passTypeId} must look like pass.com.example.coupon (got "${passTypeId}")`);
  if (!/^[A-Z0-9]{10}$/.test(teamId)) problems.push(`${APPLE_WALLET_VARIABLES.teamId} must be the 10-character Team ID, such as ABCDE12345 (got "${teamId}")`);

  const read = (name: string): string | null => {
    const file = value(name)!;
    try {
      return readFileSync(file, 'utf8');
    } catch (error) {
      problems.push(`${name}: cannot read "${file}" (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
      return null;
    }
  };
  const certificate = (name: string): X509Certificate | null => {
    const pem = read(name);
    if (pem === null) return null;
    try {
      return new X509Certificate(pem);
    } catch {
      problems.push(`${name} must be a PEM certificate ("-----BEGIN CERTIFICATE-----")`);
      return null;
    }
  };
  const cert = certificate(APPLE_WALLET_VARIABLES.cert);
  const wwdr = certificate(APPLE_WALLET_VARIABLES.wwdr);
  const keyPem = read(APPLE_WALLET_VARIABLES.key);
  let key: KeyObject | null = null;
  if (keyPem !== null) {
    try {
      key = createPrivateKey({ key: keyPem, passphrase: value(APPLE_WALLET_PASSPHRASE) });
    } catch {
      problems.push(`${APPLE_WALLET_VARIABLES.key} must be the certificate's PEM private key (with ${APPLE_WALLET_PASSPHRASE} when it is encrypted)`);
    }
  }
  if (key && key.asymmetricKeyType !== 'rsa') problems.push(`${APPLE_WALLET_VARIABLES.key} must be an RSA key, as Apple issues them`);
  if (cert && key && key.asymmetricKeyType === 'rsa' && !cert.checkPrivateKey(key)) {
    problems.push(`${APPLE_WALLET_VARIABLES.key} is not the private key of ${APPLE_WALLET_VARIABLES.cert}`);
  }
  if (cert) {
    const subject = subjectOf(cert);
    if (subject.UID && subject.UID !== passTypeId) problems.push(`${APPLE_WALLET_VARIABLES.cert} is for ${subject.UID}, not ${APPLE_WALLET_VARIABLES.passTypeId} ${passTypeId}`);
    if (subject.OU && subject.OU !== teamId) problems.push(`${APPLE_WALLET_VARIABLES.cert} is for team ${subject.OU}, not ${APPLE_WALLET_VARIABLES.teamId} ${teamId}`);
    if (new Date(cert.validTo) <= now) problems.push(`${APPLE_WALLET_VARIABLES.cert} expired on ${new Date(cert.validTo).toISOString().slice(0, 10)}: renew it in Apple's developer portal (docs/operating.md "Apple Wallet passes")`);
    if (wwdr && !cert.verify(wwdr.publicKey)) problems.push(`${APPLE_WALLET_VARIABLES.cert} was not issued by ${APPLE_WALLET_VARIABLES.wwdr} (use the WWDR intermediate named in the certificate's issuer)`);
  }
  if (problems.length > before || !cert || !wwdr || !key) return null;
  return {
    passTypeId,
    teamId,
    signerCert: cert.toString(),
    signerKey: key.export({ type: 'pkcs1', format: 'pem' }).toString(),
    wwdr: wwdr.toString(),
  };
}
