// A throwaway self-signed certificate for localhost (the HTTP/2 benchmark and the TLS test), made by openssl.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** Writes `key.pem` and `cert.pem` (EC P-256, one day) into `dir` and returns their paths; throws without openssl. */
export function selfSignedCert(dir) {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  const args = ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'];
  execFileSync('openssl', [...args, '-subj', '/CN=localhost', '-keyout', key, '-out', cert], { stdio: 'ignore' });
  return { key, cert };
}
