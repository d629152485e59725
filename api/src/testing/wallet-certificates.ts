// Self-signed stand-ins for Apple's pass certificates, made by openssl in a test's temporary folder: a "WWDR" CA and a
// pass type certificate it issued (UID = the pass type id, OU = the team id, as Apple's are), and what verifies a pass.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const TEST_PASS_TYPE_ID = 'pass.test.dadeal.coupon';
export const TEST_TEAM_ID = 'ABCDE12345';
export const TEST_KEY_PASSPHRASE = 'island-secret';

export interface TestPassCertificates {
  dir: string;
  /** APPLE_WALLET_* for loadConfig / the server's environment (the key encrypted, with its passphrase). */
  env: Record<string, string>;
  wwdrPem: string;
  passCertPem: string;
  /** Another CA's pass certificate and a key that belongs to no certificate here (for the refusals). */
  strangerCertPath: string;
  strangerKeyPath: string;
  /**
   * Verifies a PKCS#7 detached signature (DER) over `content` against the test WWDR as the only trusted root, as
   * openssl cms does; answers the signers' certificates (PEM) or throws with openssl's message.
   */
  verifyDetached(signature: Buffer, content: Buffer): Promise<string>;
  remove(): void;
}

export async function makeTestPassCertificates(): Promise<TestPassCertificates> {
  const dir = mkdtempSync(path.join(tmpdir(), 'dadeal-pass-certs-'));
  const at = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => run('openssl', args, { cwd: dir });
  const caExt = ['-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign'];
  await Promise.all([
    openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'wwdr.key', '-out', 'wwdr.pem', '-days', '30', '-subj', '/CN=Test Worldwide Developer Relations/O=Test', ...caExt),
    openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'other-ca.key', '-out', 'other-ca.pem', '-days', '30', '-subj', '/CN=Another CA', ...caExt),
    openssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'pass.key', '-out', 'pass.csr',
      '-subj', `/UID=${TEST_PASS_TYPE_ID}/CN=Pass Type ID: ${TEST_PASS_TYPE_ID}/OU=${TEST_TEAM_ID}/O=Da Deal Test/C=US`),
    openssl('genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048', '-out', 'stranger.key'),
  ]);
  writeFileSync(at('pass.ext'), 'keyUsage=critical,digitalSignature\nextendedKeyUsage=codeSigning\n');
  await Promise.all([
    openssl('x509', '-req', '-in', 'pass.csr', '-CA', 'wwdr.pem', '-CAkey', 'wwdr.key', '-CAcreateserial', '-out', 'pass.pem', '-days', '30', '-extfile', 'pass.ext'),
    openssl('x509', '-req', '-in', 'pass.csr', '-CA', 'other-ca.pem', '-CAkey', 'other-ca.key', '-CAcreateserial', '-out', 'stranger.pem', '-days', '30', '-extfile', 'pass.ext'),
    // As a developer exports it: PKCS#8, encrypted (AES-256, OpenSSL 3's PBES2 defaults), with a passphrase.
    openssl('pkcs8', '-topk8', '-in', 'pass.key', '-out', 'pass-encrypted.key', '-v2', 'aes-256-cbc', '-passout', `pass:${TEST_KEY_PASSPHRASE}`),
  ]);
  return {
    dir,
    env: {
      APPLE_WALLET_PASS_TYPE_ID: TEST_PASS_TYPE_ID,
      APPLE_WALLET_TEAM_ID: TEST_TEAM_ID,
      APPLE_WALLET_CERT: at('pass.pem'),
      APPLE_WALLET_KEY: at('pass-encrypted.key'),
      APPLE_WALLET_KEY_PASSPHRASE: TEST_KEY_PASSPHRASE,
      APPLE_WALLET_WWDR_CERT: at('wwdr.pem'),
    },
    wwdrPem: readFileSync(at('wwdr.pem'), 'utf8'),
    passCertPem: readFileSync(at('pass.pem'), 'utf8'),
    strangerCertPath: at('stranger.pem'),
    strangerKeyPath: at('stranger.key'),
    async verifyDetached(signature, content) {
      const name = `check-${process.hrtime.bigint()}`;
      writeFileSync(at(`${name}.sig`), signature);
      writeFileSync(at(`${name}.content`), content);
      await openssl('cms', '-verify', '-binary', '-inform', 'DER', '-in', `${name}.sig`, '-content', `${name}.content`,
        '-CAfile', 'wwdr.pem', '-purpose', 'any', '-out', `${name}.out`, '-signer', `${name}.signer.pem`);
      return readFileSync(at(`${name}.signer.pem`), 'utf8');
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
