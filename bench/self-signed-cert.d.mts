/** Writes key.pem and cert.pem into dir and returns their paths; throws without openssl. */
export declare function selfSignedCert(dir: string): { key: string; cert: string };
